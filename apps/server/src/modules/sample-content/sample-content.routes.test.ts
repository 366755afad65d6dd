import { type SampleRecord, sampleKeptReasons } from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { requireRow } from '../../db/rows.ts';
import { articles } from '../../db/schema/articles.ts';
import { forms, submittedForms } from '../../db/schema/forms.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { gameCoaches, gamePlayers, games } from '../../db/schema/games.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import { teams } from '../../db/schema/teams.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { sessionCookieOf } from '../../test/account-helpers.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';
import { ensureDemoTeams } from '../accounts/demo-accounts.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { seedNewTeam } from '../new-team-seeding.ts';

const listUrl = '/api/sample-content';
const removalUrl = '/api/sample-content/removal';

describe('sample content: /api/sample-content', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (cookie: string, url: string) => callSection(ctx.app, 'GET', url, cookie);
  const remove = async (cookie: string) => {
    const res = await callSection(ctx.app, 'POST', removalUrl, cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as { removed: SampleRecord[]; kept: (SampleRecord & { reason: string })[] };
  };
  const contentVersion = async (teamId: string) =>
    requireRow(
      (await ctx.database.db.select({ v: teams.contentVersion }).from(teams).where(eq(teams.id, teamId)))[0],
      'teams',
    ).v;
  /** Ids of the team's rows in a table still marked sample. */
  const sampleIdsIn = async (
    table:
      | typeof players
      | typeof coaches
      | typeof sponsors
      | typeof games
      | typeof articles
      | typeof galleries,
    teamId: string,
  ) =>
    (
      await ctx.database.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.teamId, teamId), eq(table.isSample, true)))
    ).map((row) => row.id);

  it('marks the seeded records "Sample" in the portal lists, and not what the admin adds', async () => {
    const team = await createSiteTeam(ctx, { sportsType: 'WOMENSICEHOCKEY' });
    const listed = async (url: string) =>
      (await get(team.cookie, url)).json().items as { title: string; isSample: boolean }[];
    for (const url of [
      '/api/roster',
      '/api/alumni',
      '/api/coaches',
      '/api/executiveboard',
      '/api/sponsors',
      '/api/games',
      '/api/articles',
    ]) {
      const items = await listed(url);
      expect(items.length, url).toBeGreaterThan(0);
      expect(
        items.every((item) => item.isSample),
        url,
      ).toBe(true);
    }
    // Galleries: Match day 19 is sample, My Library is the team's own.
    const galleryItems = await listed('/api/galleries');
    expect(galleryItems.filter((item) => item.isSample).map((item) => item.title)).toEqual(['Match day 19']);
    expect(galleryItems.filter((item) => !item.isSample)).toHaveLength(1);
    const inbox = (await get(team.cookie, '/api/submissions')).json();
    expect(inbox.items.map((item: { isSample: boolean }) => item.isSample)).toEqual([true]);

    const created = await callSection(ctx.app, 'POST', '/api/sponsors', team.cookie, {
      name: 'Harbor Bank',
      url: 'https://bank.example',
    });
    expect(created.statusCode).toBe(201);
    const sponsorItems = await listed('/api/sponsors');
    expect(sponsorItems.find((item) => item.title === 'Harbor Bank')?.isSample).toBe(false);

    const { records } = (await get(team.cookie, listUrl)).json() as { records: SampleRecord[] };
    const kinds = records.map((record) => record.kind);
    expect(kinds.filter((kind) => kind === 'player')).toHaveLength(12);
    expect(kinds.filter((kind) => kind === 'alumnus')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'coach')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'board member')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'game')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'article')).toHaveLength(2);
    expect(kinds.filter((kind) => ['sponsor', 'gallery', 'submission'].includes(kind))).toEqual([
      'sponsor',
      'gallery',
      'submission',
    ]);
  });

  it('removes exactly the unused sample records of every kind, keeps the used ones with the reason, bumps the content version', async () => {
    const team = await createSiteTeam(ctx, { sportsType: 'WOMENSICEHOCKEY' });
    const other = await createSiteTeam(ctx, { sportsType: 'MENSRUGBY' });
    const db = ctx.database.db;
    const options = (await get(team.cookie, '/api/games/options')).json();
    const [usedPlayer, editedPlayer] = options.players;
    const usedCoach = options.coaches[0];

    // The admin's own game, with a sample player and a sample coach in its line-up.
    const ownGame = await callSection(ctx.app, 'POST', '/api/games', team.cookie, {
      title: 'Season opener',
      seasonId: options.seasons[0].id,
      opponentId: options.opponents[0].id,
      date: '2027-02-06',
      time: '19:30',
      players: [{ playerId: usedPlayer.id, number: '4' }],
      coaches: [usedCoach.id],
    });
    expect(ownGame.statusCode).toBe(201);
    // A sample sponsor the admin edited is theirs from then on.
    const [sampleSponsor] = await sampleIdsIn(sponsors, team.teamId);
    const edited = await callSection(ctx.app, 'PUT', `/api/sponsors/${sampleSponsor}`, team.cookie, {
      name: 'Our real sponsor',
      url: 'https://real.example',
    });
    expect(edited.statusCode).toBe(200);
    const [editedPlayerRow] = await db.select().from(players).where(eq(players.id, editedPlayer.id));
    assert(editedPlayerRow);
    expect(editedPlayerRow.isSample).toBe(true);

    const versionBefore = await contentVersion(team.teamId);
    const otherBefore = (await get(other.cookie, listUrl)).json().records;
    const { records } = (await get(team.cookie, listUrl)).json() as { records: SampleRecord[] };

    const result = await remove(team.cookie);
    expect(result.kept).toEqual([
      {
        kind: 'player',
        id: usedPlayer.id,
        title: usedPlayer.name,
        reason: sampleKeptReasons.inLineup('Season opener'),
      },
      {
        kind: 'coach',
        id: usedCoach.id,
        title: usedCoach.name,
        reason: sampleKeptReasons.inLineup('Season opener'),
      },
    ]);
    const keptIds = new Set([usedPlayer.id, usedCoach.id]);
    expect(result.removed).toEqual(records.filter((record) => !keptIds.has(record.id)));
    expect(result.removed.map((record) => record.kind)).not.toContain('sponsor');
    expect(result.removed.filter((record) => record.kind === 'submission')).toHaveLength(1);

    // In the database: only the kept records are left of the sample ones, across every kind.
    expect(await sampleIdsIn(players, team.teamId)).toEqual([usedPlayer.id]);
    expect(await sampleIdsIn(coaches, team.teamId)).toEqual([usedCoach.id]);
    for (const table of [sponsors, games, articles, galleries] as const) {
      expect(await sampleIdsIn(table, team.teamId)).toEqual([]);
    }
    const teamRows = async (table: typeof photos | typeof submittedForms | typeof seasons | typeof forms) =>
      db.select({ id: table.id }).from(table).where(eq(table.teamId, team.teamId));
    expect(await teamRows(photos)).toEqual([]);
    expect(await teamRows(submittedForms)).toEqual([]);
    // What is not sample stays: the season, the forms, My Library, the edited sponsor, the own game.
    expect(await teamRows(seasons)).toHaveLength(1);
    expect(await teamRows(forms)).toHaveLength(3);
    const galleryRows = await db.select().from(galleries).where(eq(galleries.teamId, team.teamId));
    expect(galleryRows.map((row) => row.isMyLibrary)).toEqual([true]);
    const sponsorRows = await db.select().from(sponsors).where(eq(sponsors.teamId, team.teamId));
    expect(sponsorRows.map((row) => row.name)).toEqual(['Our real sponsor']);
    const gameRows = await db.select().from(games).where(eq(games.teamId, team.teamId));
    expect(gameRows.map((row) => row.id)).toEqual([ownGame.json().id]);
    const lineup = await db.select().from(gamePlayers).where(eq(gamePlayers.gameId, ownGame.json().id));
    expect(lineup.map((row) => row.playerId)).toEqual([usedPlayer.id]);
    const coachLineup = await db.select().from(gameCoaches).where(eq(gameCoaches.gameId, ownGame.json().id));
    expect(coachLineup.map((row) => row.coachId)).toEqual([usedCoach.id]);
    expect((await get(team.cookie, '/api/roster')).json().items).toHaveLength(1);
    // The public site still renders without the removed records.
    for (const path of ['', '/roster', '/staff', '/schedule', '/articles', '/galleries', '/sponsors']) {
      const page = await ctx.app.inject({ method: 'GET', url: `/sites/${team.slug}${path}` });
      expect(page.statusCode, path).toBe(200);
    }

    // The content version moved on (decision 009): the public site's cached pages are stale.
    const versionAfter = await contentVersion(team.teamId);
    expect(versionAfter).toBeGreaterThan(versionBefore);
    // Tenant-scoped: the other team keeps all of its sample content.
    expect((await get(other.cookie, listUrl)).json().records).toEqual(otherBefore);

    // A second call removes nothing, changes nothing and tells the same reasons.
    const again = await remove(team.cookie);
    expect(again).toEqual({ removed: [], kept: result.kept });
    expect(await contentVersion(team.teamId)).toBe(versionAfter);
  });

  it('keeps a sample game the admin tagged, with its line-up, and removes the rest', async () => {
    const team = await createSiteTeam(ctx, { sportsType: 'WOMENSLACROSSE' });
    const options = (await get(team.cookie, '/api/events/options')).json();
    const { records } = (await get(team.cookie, listUrl)).json() as { records: SampleRecord[] };
    const finished = (await get(team.cookie, '/api/games')).json().items.at(-1) as {
      id: string;
      title: string;
    };
    const sampleGame = records.find((record) => record.id === finished.id)!;
    const event = await callSection(ctx.app, 'POST', '/api/events', team.cookie, {
      eventType: 'event',
      title: 'Film session',
      start: '2027-03-05T18:30',
      end: '2027-03-05T20:00',
      tags: [{ id: sampleGame.id, type: 'game' }],
    });
    expect(event.statusCode).toBe(201);
    expect(options.games.map((game: { id: string }) => game.id)).toContain(sampleGame.id);

    const result = await remove(team.cookie);
    const lineup = await ctx.database.db
      .select()
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, sampleGame.id));
    const keptReasons = Object.fromEntries(result.kept.map((record) => [record.id, record.reason]));
    expect(keptReasons[sampleGame.id]).toBe(sampleKeptReasons.taggedIn('event', 'Film session'));
    for (const row of lineup) {
      expect(keptReasons[row.playerId]).toBe(sampleKeptReasons.partOfKept('game', sampleGame.title));
    }
    expect(lineup.length).toBeGreaterThan(0);
    expect(result.removed.filter((record) => record.kind === 'game')).toHaveLength(3);
    expect(result.removed.map((record) => record.kind)).toEqual(
      expect.arrayContaining(['alumnus', 'board member', 'sponsor', 'article', 'gallery', 'submission']),
    );
    expect(await sampleIdsIn(games, team.teamId)).toEqual([sampleGame.id]);
  });

  it("treats a demo team's content as its showcase, not sample: nothing is marked or removed", async () => {
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage: createMemoryFileStorage() });
    const { slug } = (await get('', '/api/demo/hockey')).json();
    const shared = await ctx.database.db
      .select({ isSample: players.isSample })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(eq(teams.slug, slug));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((row) => !row.isSample)).toBe(true);

    const tried = await ctx.app.inject({
      method: 'POST',
      url: '/api/demo/hockey/try',
      remoteAddress: '10.99.0.1',
      headers: appHeaders,
    });
    expect(tried.statusCode).toBe(201);
    const cookie = sessionCookieOf(tried);
    expect((await get(cookie, listUrl)).json()).toEqual({ records: [] });
    const roster = (await get(cookie, '/api/roster')).json().items;
    expect(roster.length).toBeGreaterThan(0);
    expect(roster.some((item: { isSample: boolean }) => item.isSample)).toBe(false);
    expect(await remove(cookie)).toEqual({ removed: [], kept: [] });
    expect((await get(cookie, '/api/roster')).json().items).toHaveLength(roster.length);
  });
});
