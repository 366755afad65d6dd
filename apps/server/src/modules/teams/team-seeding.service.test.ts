import {
  buildFormSlug,
  formTypes,
  gameStatSheetSchema,
  getPreDevelopedConferenceId,
  getPreDevelopedLeagueId,
  isWellFormedReferralId,
  selectableSportsTypes,
  type TeamSportsType,
  teamWebsiteSchema,
} from '@sideline/domain';
import { type Column, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedNewTeam } from '../new-team-seeding.ts';
import type { SeedNewTeamInput } from './team-seeding.service.ts';

let ctx: TestContext;
let db: Db;
const storage = createMemoryFileStorage();
const now = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
});
afterAll(() => ctx.close());

const input = (overrides: Partial<SeedNewTeamInput> = {}): SeedNewTeamInput => ({
  userId: null,
  email: 'Coach@Northfield.example',
  organizationName: 'Northfield University',
  teamName: 'Northfield Ice Hawks',
  sportsType: 'WOMENSICEHOCKEY',
  ageType: 'COLLEGIATE',
  websiteType: 'WEBSITEANDSTORE',
  now,
  ...overrides,
});

const seed = (overrides: Partial<SeedNewTeamInput> = {}) =>
  db.transaction((tx) => seedNewTeam(tx, input(overrides), { storage }));

/** Rows of each tenant table that belong to the team. */
async function countTeamRows(teamId: string) {
  const count = (table: PgTable & { teamId: Column }) => db.$count(table, eq(table.teamId, teamId));
  return {
    opponents: await count(schema.opponents),
    leagues: await count(schema.leagues),
    sponsors: await count(schema.sponsors),
    coaches: await count(schema.coaches),
    seasons: await count(schema.seasons),
    players: await count(schema.players),
    games: await count(schema.games),
    gamePlayers: await count(schema.gamePlayers),
    gameCoaches: await count(schema.gameCoaches),
    articles: await count(schema.articles),
    galleries: await count(schema.galleries),
    photos: await count(schema.photos),
    forms: await count(schema.forms),
    submittedForms: await count(schema.submittedForms),
    events: await count(schema.events),
    tickets: await count(schema.tickets),
    products: await count(schema.products),
    orders: await count(schema.orders),
    files: await count(schema.files),
    subscriptionInfo: await count(schema.teamSubscriptionInfo),
    storeActivation: await count(schema.teamStoreActivation),
    adminInfo: await count(schema.teamAdminInfo),
  };
}

const rosterSize: Record<TeamSportsType, number> = {
  WOMENSICEHOCKEY: 12,
  MENSICEHOCKEY: 12,
  WOMENSRUGBY: 15,
  MENSRUGBY: 15,
  WOMENSLACROSSE: 12,
  MENSLACROSSE: 12,
};

describe('seedNewTeam', () => {
  it.each(selectableSportsTypes)(
    'creates the organization, team and every seeded record for %s',
    async (sportsType) => {
      const result = await seed({ sportsType, teamName: `Seeded ${sportsType}` });
      const current = rosterSize[sportsType];
      expect(await countTeamRows(result.teamId)).toEqual({
        opponents: 1,
        leagues: 1,
        sponsors: 1,
        coaches: 4,
        seasons: 1,
        players: current + 2,
        games: 4,
        gamePlayers: current * 4,
        gameCoaches: 2 * 4,
        articles: 2,
        galleries: 2,
        photos: 4,
        forms: 3,
        submittedForms: 1,
        events: 0,
        tickets: 0,
        products: 0,
        orders: 0,
        files: 9,
        subscriptionInfo: 1,
        storeActivation: 1,
        adminInfo: 1,
      });

      const [org] = await db
        .select()
        .from(schema.organizations)
        .where(eq(schema.organizations.id, result.organizationId));
      expect(org).toMatchObject({ name: 'Northfield University', isDemo: false });
      const [team] = await db.select().from(schema.teams).where(eq(schema.teams.id, result.teamId));
      assert(team);
      expect(team).toMatchObject({
        organizationId: result.organizationId,
        slug: result.slug,
        referralId: result.referralId,
        email: 'coach@northfield.example',
        sportsType,
        loginCount: 1,
        published: false,
      });
      expect(team.storeInfo.title).toBe(`Seeded ${sportsType} Store`);
      expect(teamWebsiteSchema.parse(team.website)).toEqual(team.website);
      expect(isWellFormedReferralId(result.referralId)).toBe(true);

      // The nav's season links name the seeded season.
      const [season] = await db.select().from(schema.seasons).where(eq(schema.seasons.teamId, result.teamId));
      assert(season);
      const navValues = team.website.styles.navLinks.flatMap((l) => [
        l.value,
        ...l.options.map((o) => o.value),
      ]);
      expect(navValues).toContain(`/season/${season.id}`);
      expect(navValues).toContain(`/forms/${buildFormSlug('player-recruitment', sportsType)}`);

      // League link to the fixed pre-developed league and conference of the sport.
      const [league] = await db.select().from(schema.leagues).where(eq(schema.leagues.teamId, result.teamId));
      assert(league);
      expect(league.preDevelopedLeagueId).toBe(getPreDevelopedLeagueId(sportsType));
      expect(league.preDevelopedConferenceId).toBe(getPreDevelopedConferenceId(sportsType));

      // The finished game links its article and gallery, and its stat sheet names the team's players.
      const teamGames = await db.select().from(schema.games).where(eq(schema.games.teamId, result.teamId));
      const finished = teamGames.filter((g) => g.status === 'finished');
      expect(finished).toHaveLength(1);
      const [game] = finished;
      assert(game);
      expect(game.articleId).not.toBeNull();
      expect(game.galleryId).not.toBeNull();
      expect(game.winOrLoss).toBe('win');
      const sheet = gameStatSheetSchema.parse(game.stats);
      const playerIds = new Set(
        (
          await db
            .select({ id: schema.players.id })
            .from(schema.players)
            .where(eq(schema.players.teamId, result.teamId))
        ).map((p) => p.id),
      );
      const sheetIds = (JSON.stringify(sheet).match(/"[a-zA-Z0-9]*Id":"[^"]+"/g) ?? []).map((m) =>
        (m.split(':')[1] ?? '').replaceAll('"', ''),
      );
      expect(sheetIds.length).toBeGreaterThan(5);
      expect(sheetIds.every((id) => playerIds.has(id))).toBe(true);
      expect(teamGames.every((g) => g.seasonId === season.id && g.leagueId === league.id)).toBe(true);

      const [gallery] = await db
        .select()
        .from(schema.galleries)
        .where(eq(schema.galleries.id, game.galleryId!));
      assert(gallery);
      expect(gallery).toMatchObject({ title: 'Match day 19', articleId: game.articleId, gameId: game.id });
      const galleryPhotos = await db
        .select()
        .from(schema.photos)
        .where(eq(schema.photos.galleryId, gallery.id));
      expect(gallery.photoIds.sort()).toEqual(galleryPhotos.map((p) => p.id).sort());
      for (const photo of galleryPhotos) {
        const stored = await storage.get(photo.image.file);
        expect(stored?.contentType).toBe('image/jpeg');
        expect(photo.image.link).toBe(`/files/${photo.image.file}`);
      }
      const [library] = await db
        .select()
        .from(schema.galleries)
        .where(eq(schema.galleries.isMyLibrary, true))
        .then((rows) => rows.filter((r) => r.teamId === result.teamId));
      assert(library);
      expect(library.urlId).toBe('mylibrary');

      const teamForms = await db.select().from(schema.forms).where(eq(schema.forms.teamId, result.teamId));
      expect(teamForms.map((f) => f.slug).sort()).toEqual(
        (['alumni', 'contact-us', 'player-recruitment'] as const)
          .map((k) => buildFormSlug(k, sportsType))
          .sort(),
      );
      const [submission] = await db
        .select()
        .from(schema.submittedForms)
        .where(eq(schema.submittedForms.teamId, result.teamId));
      const recruiting = teamForms.find((f) => f.formType === formTypes.PLAYER_RECRUITING);
      expect(submission).toMatchObject({
        formId: recruiting?.id,
        read: false,
        replied: false,
        deleted: false,
      });

      const fileRows = await db.select().from(schema.files).where(eq(schema.files.teamId, result.teamId));
      // Keys name no record and no purpose (not website/featureImage1.jpg): 128 random bits each.
      const unguessableKey = new RegExp(`^teams/${result.teamId}/[0-9a-f]{32}\\.jpg$`);
      expect(new Set(fileRows.map((row) => row.key)).size).toBe(fileRows.length);
      for (const row of fileRows) {
        expect(row.key).toMatch(unguessableKey);
        // Seeded images illustrate the public site.
        expect(row.isPublic).toBe(true);
        expect((await storage.get(row.key))?.data.length).toBe(row.size);
        expect(row.metadata).toMatchObject({ teamId: result.teamId, organizationId: result.organizationId });
      }
    },
  );

  it('gives each team a unique slug and referral id', async () => {
    const first = await seed({ teamName: 'Harbor Hawks!' });
    const second = await seed({ teamName: 'Harbor Hawks' });
    const third = await seed({ teamName: 'harbor   hawks' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'harbor-hawks',
      'harbor-hawks-2',
      'harbor-hawks-3',
    ]);
    expect(new Set([first.referralId, second.referralId, third.referralId]).size).toBe(3);
  });

  it('marks demo organizations and publishes demo teams', async () => {
    const result = await seed({ demoId: 'rugby', teamName: 'Demo Seed Team' });
    const [org] = await db
      .select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, result.organizationId));
    assert(org);
    const [team] = await db.select().from(schema.teams).where(eq(schema.teams.id, result.teamId));
    expect(org.isDemo).toBe(true);
    expect(team).toMatchObject({ published: true, demoId: 'rugby' });
  });

  it('is atomic: a failure part-way leaves nothing behind', async () => {
    const teamsBefore = await db.$count(schema.teams);
    const orgsBefore = await db.$count(schema.organizations);
    const playersBefore = await db.$count(schema.players);
    // The league row references a pre-developed league: take it away so that insert fails after
    // the organization, team, documents, files and opponents were written.
    const sportsType = 'MENSLACROSSE';
    await expect(
      db.transaction(async (tx) => {
        await tx
          .delete(schema.preDevelopedLeagues)
          .where(eq(schema.preDevelopedLeagues.id, getPreDevelopedLeagueId(sportsType)));
        await seedNewTeam(tx, input({ sportsType, teamName: 'Doomed Team' }), { storage });
      }),
    ).rejects.toThrow();
    expect(await db.$count(schema.teams)).toBe(teamsBefore);
    expect(await db.$count(schema.organizations)).toBe(orgsBefore);
    expect(await db.$count(schema.players)).toBe(playersBefore);
    expect(await db.$count(schema.teams, eq(schema.teams.name, 'Doomed Team'))).toBe(0);
    // The reference row deleted in the failed transaction is back too.
    expect(await db.$count(schema.preDevelopedLeagues)).toBe(selectableSportsTypes.length);
  });

  it('rolls back when the caller fails after seeding', async () => {
    await expect(
      db.transaction(async (tx) => {
        await seedNewTeam(tx, input({ teamName: 'Rolled Back Team' }), { storage });
        throw new Error('sign-up failed later');
      }),
    ).rejects.toThrow('sign-up failed later');
    expect(await db.$count(schema.teams, eq(schema.teams.name, 'Rolled Back Team'))).toBe(0);
  });

  it('seeds one team well under a second', async () => {
    await seed({ teamName: 'Warm Up' });
    const timings: number[] = [];
    for (const sportsType of ['MENSICEHOCKEY', 'WOMENSRUGBY', 'WOMENSLACROSSE'] as const) {
      const started = performance.now();
      await seed({ sportsType, teamName: `Timed ${sportsType}` });
      timings.push(performance.now() - started);
    }
    console.log(`seedNewTeam (${ctx.database.kind}): ${timings.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
    expect(Math.max(...timings)).toBeLessThan(1000);
  });
});
