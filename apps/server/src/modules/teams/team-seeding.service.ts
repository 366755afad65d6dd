import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AgeType,
  buildNewTeamContent,
  buildNewTeamDefaults,
  buildReferralId,
  buildTeamSlugBase,
  chooseFreeTeamSlug,
  type DemoId,
  itemAt,
  referralIdLength,
  replaceStatSheetPlayerKeys,
  type SeedImageName,
  type StoredImage,
  type TeamSportsType,
  type WebsiteType,
} from '@sideline/domain';
import { eq, inArray, like, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { forms, submittedForms } from '../../db/schema/forms.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { gameCoaches, gamePlayers, games } from '../../db/schema/games.ts';
import { leagues } from '../../db/schema/leagues.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { files } from '../../db/schema/platform.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import {
  organizations,
  teamAdminInfo,
  teamStoreActivation,
  teamSubscriptionInfo,
  teams,
} from '../../db/schema/teams.ts';
import { type FileStorage, fileUrl, newTeamFileKey } from '../../platform/storage.ts';

export interface SeedNewTeamInput {
  userId: string | null;
  email: string;
  organizationName: string;
  teamName: string;
  sportsType: TeamSportsType;
  ageType: AgeType;
  websiteType: WebsiteType;
  /** The referral id the team signed up with. */
  referredBy?: string | null;
  /** The shared demo team of this demo id, in a demo organization (published, shown at /demo/{id}). */
  demoId?: DemoId;
  /**
   * A visitor's private demo copy (modules/demo): it takes a random slug (many copies share a team
   * name, and a name-based slug would race between concurrent copies) and is never published.
   */
  privateDemoExpiresAt?: Date;
  /** The main contact's published address (demo teams); a new team enters its own. */
  publicContactEmail?: string;
  now: Date;
}

export interface SeedNewTeamResult {
  organizationId: string;
  teamId: string;
  slug: string;
  referralId: string;
}

const seedAssetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/seed');
const seedImageSize = { width: 800, height: 450 };
/** A cache of the few shipped seed images (read once per process; the files never change at run time). */
const seedImageCache = new Map<SeedImageName, Promise<Buffer>>();

function readSeedImage(name: SeedImageName): Promise<Buffer> {
  let pending = seedImageCache.get(name);
  if (!pending) {
    pending = readFile(path.join(seedAssetsDir, `${name}.jpg`));
    pending.catch(() => seedImageCache.delete(name));
    seedImageCache.set(name, pending);
  }
  return pending;
}

/**
 * Creates a new team with everything it starts with (spec part 2 §4 "New-team seeding"): the
 * organization, the team record with its default settings, the three read-only documents, and the
 * sample content of buildNewTeamContent, all in the caller's transaction (a failure rolls it all
 * back). Inserts are batched per table: about twenty statements whatever the roster size.
 *
 * Seeded images are copied into storage under the team's own keys before anything is written;
 * if the transaction later rolls back those few files stay behind unreferenced (no `files` row),
 * which is harmless.
 */
export async function seedNewTeam(
  tx: Tx,
  input: SeedNewTeamInput,
  deps: { storage: FileStorage },
): Promise<SeedNewTeamResult> {
  const { sportsType, now } = input;
  const teamName = input.teamName.trim();
  const organizationName = input.organizationName.trim();
  const email = input.email.trim().toLowerCase();
  const organizationId = randomUUID();
  const teamId = randomUUID();

  const content = buildNewTeamContent({ sportsType, teamName, now });
  const ids = new Map<string, string>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (!id) {
      id = randomUUID();
      ids.set(key, id);
    }
    return id;
  };
  const idOrNull = (key: string | null) => (key === null ? null : idOf(key));
  const idsOf = (keys: readonly string[]) => keys.map(idOf);

  const defaults = buildNewTeamDefaults({
    teamName,
    organizationName,
    sportsType,
    websiteType: input.websiteType,
    now,
    email,
    seasonId: idOf(itemAt(content.seasons, 0).key),
    publicContactEmail: input.publicContactEmail,
  });

  // Images: every use gets its own file under an unguessable key, so deleting one record never
  // breaks another. Seeded images illustrate the team's public pages, so they are public files.
  const fileRows: (typeof files.$inferInsert)[] = [];
  const uploads: Promise<void>[] = [];
  const storeSeedImage = (name: SeedImageName, recordId: string, title: string): StoredImage => {
    const key = newTeamFileKey(teamId, '.jpg');
    const row: typeof files.$inferInsert = {
      teamId,
      key,
      isPublic: true,
      contentType: 'image/jpeg',
      size: 0,
      metadata: { id: recordId, title, teamId, teamName, organizationId, organizationName },
    };
    fileRows.push(row);
    uploads.push(
      readSeedImage(name).then((data) => {
        row.size = data.length;
        return deps.storage.put(key, data, 'image/jpeg');
      }),
    );
    return { file: key, link: fileUrl(key) };
  };

  const website = {
    ...defaults.website,
    images: defaults.website.images.map((image) => {
      const seedImage = content.websiteImages[image.id];
      return seedImage
        ? {
            ...image,
            image: storeSeedImage(seedImage, image.id, image.imageTitle),
          }
        : image;
    }),
  };
  const photoImages = new Map(
    content.photos.map((p) => [p.key, storeSeedImage(p.image, idOf(p.key), p.title)]),
  );
  const gameImages = new Map(
    content.games.flatMap((g) =>
      g.featureImage ? [[g.key, storeSeedImage(g.featureImage, idOf(g.key), g.title)]] : [],
    ),
  );
  const articleImages = new Map(
    content.articles.flatMap((a) =>
      a.featureImage ? [[a.key, storeSeedImage(a.featureImage, idOf(a.key), a.title)]] : [],
    ),
  );
  const [slug, referralId] = await Promise.all([
    input.privateDemoExpiresAt ? `demo-${randomUUID()}` : pickUniqueTeamSlug(tx, teamName),
    pickUniqueReferralId(tx),
    Promise.all(uploads),
  ]);

  const base = { teamId, sportsType };
  // A new team's people, games, news, sponsor and submission are examples to replace (decision
  // 019); a demo team's (shared or a private copy) are its showcase, so they are not sample.
  const isSample = !input.demoId && !input.privateDemoExpiresAt;
  const sample = { ...base, isSample };

  await tx.insert(organizations).values({
    id: organizationId,
    name: organizationName,
    ownerUserId: input.userId,
    isDemo: Boolean(input.demoId),
  });
  await tx.insert(teams).values({
    id: teamId,
    slug,
    organizationId,
    ownerUserId: input.userId,
    email,
    name: teamName,
    sportsType,
    ageType: input.ageType,
    websiteType: input.websiteType,
    info: defaults.info,
    storeInfo: defaults.storeInfo,
    logo: defaults.logo,
    silhouetteLogo: defaults.silhouetteLogo,
    website,
    socials: defaults.socials,
    form: defaults.form,
    policies: defaults.policies,
    communications: defaults.communications,
    licensingAgreement: defaults.licensingAgreement,
    storeLicensingAgreement: defaults.storeLicensingAgreement,
    notifications: defaults.notifications,
    referralId,
    referredBy: input.referredBy ?? null,
    published: Boolean(input.demoId),
    demoId: input.demoId ?? null,
    privateDemoExpiresAt: input.privateDemoExpiresAt ?? null,
  });
  await tx.insert(teamSubscriptionInfo).values({ teamId, data: defaults.subscriptionInfo, sportsType });
  await tx.insert(teamStoreActivation).values({ teamId, data: defaults.storeActivation });
  await tx.insert(teamAdminInfo).values({ teamId, ...defaults.adminInfo });
  await tx.insert(files).values(fileRows);

  await tx
    .insert(opponents)
    .values(content.opponents.map(({ key, ...o }) => ({ ...base, id: idOf(key), ...o })));
  await tx.insert(leagues).values(content.leagues.map(({ key, ...l }) => ({ ...base, id: idOf(key), ...l })));
  await tx
    .insert(sponsors)
    .values(content.sponsors.map(({ key, ...s }) => ({ ...sample, id: idOf(key), ...s })));
  await tx.insert(seasons).values(content.seasons.map(({ key, ...s }) => ({ ...base, id: idOf(key), ...s })));
  await tx
    .insert(coaches)
    .values(content.coaches.map(({ key, title: _title, ...c }) => ({ ...sample, id: idOf(key), ...c })));
  await tx.insert(players).values(
    content.players.map(({ key, number: _number, position: _position, ...p }) => ({
      ...sample,
      id: idOf(key),
      ...p,
    })),
  );
  await tx.insert(forms).values(
    content.forms.map(({ key, ...f }) => ({
      ...base,
      id: idOf(key),
      notificationEmails: email ? [email] : [],
      ...f,
    })),
  );

  // Games, galleries and articles point at each other: games and galleries go in first without
  // their article (and the game without its gallery), then those links are set.
  await tx.insert(games).values(
    content.games.map((g) => ({
      ...sample,
      id: idOf(g.key),
      seasonId: idOf(g.seasonKey),
      leagueId: idOf(g.leagueKey),
      opponentId: idOf(g.opponentKey),
      preDevelopedSeasonId: g.preDevelopedSeasonId,
      preDevelopedLeagueId: g.preDevelopedLeagueId,
      preDevelopedConferenceId: g.preDevelopedConferenceId,
      title: g.title,
      homeGame: g.homeGame,
      status: g.status,
      timeOfGame: g.timeOfGame,
      venue: g.venue,
      attendance: g.attendance,
      featureImage: gameImages.get(g.key),
      stats: g.stats ? replaceStatSheetPlayerKeys(g.stats, ids) : null,
      winOrLoss: g.winOrLoss,
      gameScore: g.gameScore,
      shutOut: g.shutOut,
      promotionalText: g.promotionalText,
      notes: g.notes,
      tags: idsOf(g.tagKeys),
    })),
  );
  await tx.insert(galleries).values(
    content.galleries.map((g) => ({
      ...base,
      // My Library is the team's own picture store, never sample.
      isSample: isSample && !g.isMyLibrary,
      id: idOf(g.key),
      urlId: g.urlId,
      title: g.title,
      isMyLibrary: g.isMyLibrary,
      seasonId: idOrNull(g.seasonKey),
      gameId: idOrNull(g.gameKey),
      tagIds: idsOf(g.tagKeys),
      tagTypes: g.tagTypes,
      photoIds: idsOf(g.photoKeys),
      timeOfGallery: g.timeOfGallery,
    })),
  );
  const photosByGallery = new Map<string, string[]>();
  for (const p of content.photos)
    photosByGallery.set(p.galleryKey, [...(photosByGallery.get(p.galleryKey) ?? []), idOf(p.key)]);
  await tx.insert(articles).values(
    content.articles.map((a) => ({
      ...sample,
      id: idOf(a.key),
      title: a.title,
      url: a.url,
      author: a.author,
      content: a.content,
      mobileContent: a.mobileContent,
      seasonId: idOrNull(a.seasonKey),
      gameId: idOrNull(a.gameKey),
      galleryId: idOrNull(a.galleryKey),
      tags: idsOf(a.tagKeys),
      featureImage: articleImages.get(a.key),
      photoIds: a.galleryKey ? (photosByGallery.get(a.galleryKey) ?? []) : [],
      timeOfArticle: a.timeOfArticle,
      notes: a.notes,
    })),
  );
  if (content.photos.length) {
    await tx.insert(photos).values(
      content.photos.map((p) => ({
        ...sample,
        id: idOf(p.key),
        galleryId: idOf(p.galleryKey),
        title: p.title,
        tagIds: idsOf(p.tagKeys),
        tagTypes: p.tagTypes,
        image: photoImages.get(p.key)!,
        ...seedImageSize,
      })),
    );
  }
  for (const g of content.galleries) {
    if (g.articleKey)
      await tx
        .update(galleries)
        .set({ articleId: idOf(g.articleKey) })
        .where(eq(galleries.id, idOf(g.key)));
  }
  for (const g of content.games) {
    if (g.articleKey || g.galleryKey) {
      await tx
        .update(games)
        .set({ articleId: idOrNull(g.articleKey), galleryId: idOrNull(g.galleryKey) })
        .where(eq(games.id, idOf(g.key)));
    }
  }

  const gameLinks = new Map(
    content.games.map((g) => [g.key, { seasonId: idOf(g.seasonKey), leagueId: idOf(g.leagueKey) }]),
  );
  await tx.insert(gamePlayers).values(
    content.gamePlayers.map((gp) => ({
      ...base,
      gameId: idOf(gp.gameKey),
      playerId: idOf(gp.playerKey),
      ...gameLinks.get(gp.gameKey),
      number: gp.number,
      position: gp.position,
    })),
  );
  await tx.insert(gameCoaches).values(
    content.gameCoaches.map((gc) => ({
      ...base,
      gameId: idOf(gc.gameKey),
      coachId: idOf(gc.coachKey),
      ...gameLinks.get(gc.gameKey),
      title: gc.title,
    })),
  );
  await tx.insert(submittedForms).values(
    content.submissions.map((s) => ({
      ...sample,
      id: idOf(s.key),
      formId: idOf(s.formKey),
      formType: s.formType,
      emails: s.emails,
      otherOptions: s.otherOptions,
      read: s.read,
      replied: s.replied,
    })),
  );

  return { organizationId, teamId, slug, referralId };
}

/** A free slug for the team name (cross-tenant: slugs are unique over all teams). */
export async function pickUniqueTeamSlug(tx: Tx, teamName: string): Promise<string> {
  const base = buildTeamSlugBase(teamName);
  const rows = await tx
    .select({ slug: teams.slug })
    .from(teams)
    .where(or(eq(teams.slug, base), like(teams.slug, `${base}-%`)));
  return chooseFreeTeamSlug(
    base,
    rows.map((r) => r.slug),
  );
}

/** A referral id no team has yet (cross-tenant look-up). */
export async function pickUniqueReferralId(tx: Tx): Promise<string> {
  for (;;) {
    const candidates = Array.from({ length: 4 }, () =>
      buildReferralId(Array.from({ length: referralIdLength }, () => randomInt(0, 1 << 16))),
    );
    const taken = await tx
      .select({ referralId: teams.referralId })
      .from(teams)
      .where(inArray(teams.referralId, candidates));
    const takenIds = new Set(taken.map((r) => r.referralId));
    const free = candidates.find((c) => !takenIds.has(c));
    if (free) return free;
  }
}
