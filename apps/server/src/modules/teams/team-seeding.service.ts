import { randomInt, randomUUID } from 'node:crypto';
import {
  type AgeType,
  buildDemoStoreContent,
  buildNewTeamContent,
  buildNewTeamDefaults,
  buildReferralId,
  buildTeamSlugBase,
  chooseFreeTeamSlug,
  type DemoId,
  defaultTeamTimeZone,
  isDemoTeam,
  referralIdLength,
  type TeamSportsType,
  type WebsiteType,
} from '@sideline/domain';
import { eq, inArray, like, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import type { ServerModule } from '../../platform/server-module.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { createSeedRecordIds } from './team-seed-ids.ts';
import { storeTeamSeedImages } from './team-seed-images.ts';
import { orderTeamSeedParts } from './team-seed-order.ts';
import type { TeamSeedPart } from './team-seed-part.ts';

export interface SeedNewTeamInput {
  userId: string | null;
  email: string;
  organizationName: string;
  teamName: string;
  sportsType: TeamSportsType;
  ageType: AgeType;
  websiteType: WebsiteType;
  /** The team's time zone, chosen at sign-up (the default zone for demo teams). */
  timeZone?: string;
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

/**
 * Creates a new team with everything it starts with (spec part 2 §4 "New-team seeding"): the
 * organization, the team record with its default settings, the three read-only documents, and the
 * sample content of buildNewTeamContent, all in the caller's transaction (a failure rolls it all
 * back). Each area writes its own rows (its module's `seed` member), in batches per table: about
 * twenty statements whatever the roster size.
 *
 * Seeded images are copied into storage under the team's own keys before anything is written;
 * if the transaction later rolls back those few files stay behind unreferenced (no `files` row),
 * which is harmless.
 */
export type SeedNewTeam = (
  tx: Tx,
  input: SeedNewTeamInput,
  deps: { storage: FileStorage },
) => Promise<SeedNewTeamResult>;

/** The team seeding of these modules (the registry's): their seed parts, in foreign-key order. */
export function createSeedNewTeam(modules: readonly ServerModule[]): SeedNewTeam {
  const parts = orderTeamSeedParts(modules.flatMap((module) => (module.seed ? [module.seed] : [])));
  return (tx, input, deps) => seedNewTeamWith(parts, tx, input, deps);
}

async function seedNewTeamWith(
  parts: readonly TeamSeedPart[],
  tx: Tx,
  input: SeedNewTeamInput,
  deps: { storage: FileStorage },
): Promise<SeedNewTeamResult> {
  const { sportsType, now } = input;
  const teamName = input.teamName.trim();
  const organizationName = input.organizationName.trim();
  const email = input.email.trim().toLowerCase();
  const organizationId = randomUUID();
  // The team does not exist yet: seeding makes its id and writes every row under that scope.
  const scope = createTeamScope(randomUUID());

  const timeZone = input.timeZone ?? defaultTeamTimeZone;
  const content = buildNewTeamContent({ sportsType, teamName, now, timeZone });
  const isDemo = isDemoTeam(input);
  const demoStore = isDemo ? buildDemoStoreContent({ sportsType, teamName, games: content.games }) : null;
  const ids = createSeedRecordIds(randomUUID);
  const [currentSeason] = content.seasons;
  const defaults = buildNewTeamDefaults({
    teamName,
    organizationName,
    sportsType,
    websiteType: input.websiteType,
    now,
    email,
    seasonId: currentSeason ? ids.idOf(currentSeason.key) : null,
    publicContactEmail: input.publicContactEmail,
    isDemo,
  });

  const { images, uploaded } = storeTeamSeedImages(
    {
      teamId: scope.teamId,
      teamName,
      organizationId,
      organizationName,
      content,
      demoStore,
      website: defaults.website,
      ids,
    },
    deps.storage,
  );
  const [slug, referralId] = await Promise.all([
    input.privateDemoExpiresAt ? `demo-${randomUUID()}` : pickUniqueTeamSlug(tx, teamName),
    pickUniqueReferralId(tx),
    uploaded,
  ]);

  const context = {
    team: {
      organizationId,
      organizationName,
      ownerUserId: input.userId,
      name: teamName,
      email,
      sportsType,
      ageType: input.ageType,
      websiteType: input.websiteType,
      timeZone,
      slug,
      referralId,
      referredBy: input.referredBy ?? null,
      demoId: input.demoId ?? null,
      privateDemoExpiresAt: input.privateDemoExpiresAt ?? null,
    },
    defaults,
    content,
    isSample: !isDemo,
    demoStore,
    now,
    ids,
    images,
  };
  for (const part of parts) await part.seed(tx, scope, context);
  for (const part of parts) await part.link?.(tx, scope, context);

  return { organizationId, teamId: scope.teamId, slug, referralId };
}

/**
 * The slugs taken by a slug base: the base itself and `base-N` (cross-tenant). The prefix match is
 * served by `teams_slug_pattern_idx` (text_pattern_ops); db/team-indexes.test.ts checks its plan.
 */
export function takenTeamSlugsQuery(tx: Tx, base: string) {
  return tx
    .select({ slug: teams.slug })
    .from(teams)
    .where(or(eq(teams.slug, base), like(teams.slug, `${base}-%`)));
}

/** A free slug for the team name (cross-tenant: slugs are unique over all teams). */
export async function pickUniqueTeamSlug(tx: Tx, teamName: string): Promise<string> {
  const base = buildTeamSlugBase(teamName);
  const rows = await takenTeamSlugsQuery(tx, base);
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
