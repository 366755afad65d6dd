import { seasonMessages } from '@sideline/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';

const url = '/api/seasons';

describe('seasons: /api/seasons', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const titles = async (cookie: string, query = '') =>
    (await callSection(ctx.app, 'GET', `${url}${query}`, cookie))
      .json()
      .items.map((item: { title: string }) => item.title);

  it("lists the sport's pre-developed seasons by name", async () => {
    const team = await createSiteTeam(ctx);
    const res = await callSection(ctx.app, 'GET', `${url}/predeveloped`, team.cookie);
    expect(res.statusCode).toBe(200);
    const names = res.json().seasons.map((season: { name: string }) => season.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort());
  });

  it('creates, lists newest first, searches, updates and soft-deletes a season without games', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = await titles(team.cookie);
    const [offered] = (await callSection(ctx.app, 'GET', `${url}/predeveloped`, team.cookie)).json().seasons;
    const created = await callSection(ctx.app, 'POST', url, team.cookie, {
      name: '2099-2100 Season',
      preDevelopedSeasonId: offered.id,
      startDate: '2099-09-01',
      endDate: '2100-04-30',
      notes: 'Far ahead',
    });
    expect(created.statusCode).toBe(201);
    const season = created.json();
    expect(season).toMatchObject({
      name: '2099-2100 Season',
      preDevelopedSeasonId: offered.id,
      gameCount: 0,
    });
    expect(await titles(team.cookie)).toEqual(['2099-2100 Season', seeded]);
    expect(await titles(team.cookie, '?search=2100')).toEqual(['2099-2100 Season']);

    const updated = await callSection(ctx.app, 'PUT', `${url}/${season.id}`, team.cookie, {
      name: 'Future Season',
    });
    expect(updated.json()).toMatchObject({
      name: 'Future Season',
      startDate: '',
      endDate: '',
      notes: '',
      preDevelopedSeasonId: null,
    });

    expect((await callSection(ctx.app, 'DELETE', `${url}/${season.id}`, team.cookie)).statusCode).toBe(204);
    const gone = await callSection(ctx.app, 'GET', `${url}/${season.id}`, team.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(seasonMessages.notFound);
    const [row] = await ctx.database.db.select().from(seasons).where(eq(seasons.id, season.id));
    assert(row);
    expect(row.deleted).toBe(true);
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/season/${season.id}`)).status).toBe(404);
  });

  it('shows a renamed season on the public season page at once', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    const res = await callSection(ctx.app, 'PUT', `${url}/${seeded.id}`, team.cookie, {
      name: 'Championship Season',
    });
    expect(res.statusCode).toBe(200);
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/season/${seeded.id}`);
    expect(page.text()).toContain('Championship Season Roster');
  });

  it('hides an unpublished season from the public site and shows it again once published', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    expect(seeded.published).toBe(true);
    const seasonPage = `/sites/${team.slug}/season/${seeded.id}`;
    const hidden = await callSection(ctx.app, 'PUT', `${url}/${seeded.id}`, team.cookie, {
      name: seeded.title,
      published: false,
    });
    expect(hidden.json().published).toBe(false);
    expect((await callSection(ctx.app, 'GET', url, team.cookie)).json().items[0].published).toBe(false);
    expect((await fetchSitePage(ctx.app, seasonPage)).status).toBe(404);
    await callSection(ctx.app, 'PUT', `${url}/${seeded.id}`, team.cookie, {
      name: seeded.title,
      published: true,
    });
    expect((await fetchSitePage(ctx.app, seasonPage)).status).toBe(200);
  });

  it('refuses to delete a season with games, saying how many, and deletes nothing', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    const [counted] = await ctx.database.db
      .select({ value: count() })
      .from(games)
      .where(and(eq(games.seasonId, seeded.id), eq(games.deleted, false)));
    assert(counted);
    const gameCount = counted.value;
    expect(gameCount).toBeGreaterThan(0);
    const res = await callSection(ctx.app, 'DELETE', `${url}/${seeded.id}`, team.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(seasonMessages.hasGames(gameCount));
    const [row] = await ctx.database.db.select().from(seasons).where(eq(seasons.id, seeded.id));
    assert(row);
    expect(row.deleted).toBe(false);
  });

  it('names each invalid field with its message', async () => {
    const team = await createSiteTeam(ctx);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Please enter the season name' }],
      [
        { name: 'S', startDate: '2026-05-01', endDate: '2026-04-01' },
        { endDate: seasonMessages.endBeforeStart },
      ],
      [{ name: 'S', startDate: 'May 1' }, { startDate: 'Please enter a date' }],
      [{ name: 'S', published: 'yes' }, { published: expect.any(String) }],
      [
        { name: 'S', preDevelopedSeasonId: 'no-such-season' },
        { preDevelopedSeasonId: seasonMessages.unknownPreDevelopedSeason },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await callSection(ctx.app, 'GET', url, team.cookie)).json().total).toBe(1);
  });

  it("answers 404 for another team's season and changes nothing", async () => {
    const a = await createSiteTeam(ctx);
    const b = await createSiteTeam(ctx);
    const [theirs] = (await callSection(ctx.app, 'GET', url, b.cookie)).json().items;
    const before = (await callSection(ctx.app, 'GET', `${url}/${theirs.id}`, b.cookie)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, a.cookie, { name: 'Taken' });
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(refused.messages).toEqual(Array(3).fill(seasonMessages.notFound));
    expect((await callSection(ctx.app, 'GET', `${url}/${theirs.id}`, b.cookie)).json()).toEqual(before);
  });
});
