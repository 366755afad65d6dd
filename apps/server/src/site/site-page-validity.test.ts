import type { AddressInfo } from 'node:net';
import { formatWallTime } from '@sideline/domain';
import { and, asc, eq } from 'drizzle-orm';
import { parse } from 'node-html-parser';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema/games.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { addGameAsAdmin, createSiteTeam } from './site-test-helpers.ts';

/**
 * A cached page that shows what the clock changes (the home page's next home game, the schedule's
 * upcoming games) lasts until that change and no longer: the in-memory cache, the fast path in
 * front of the router and the ETag all give way once the next game has started, with no write to
 * the team's content in between.
 */
describe('team site pages the clock changes', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let clock = new Date();
  beforeAll(async () => {
    // The team is looked up once a minute: only the clock can make the page change here.
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '60000' }, { now: () => clock });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  /** The page over HTTP (so the fast path answers repeat views), with the next game's id. */
  async function fetchPage(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${baseUrl}${path}`, { headers });
    const body = await res.text();
    const nextGame = parse(body)
      .querySelector('section[aria-labelledby="next-game-heading"] .game-card a')
      ?.getAttribute('href')
      ?.split('/game/')[1];
    return { status: res.status, etag: res.headers.get('etag') ?? '', body, nextGame };
  }

  it('shows the following home game once the next one has started, with a new ETag', async () => {
    const team = await createSiteTeam(ctx, { teamName: 'Clockwork Otters' });
    const [gameA] = await ctx.database.db
      .select()
      .from(games)
      .where(and(eq(games.teamId, team.teamId), eq(games.homeGame, true), eq(games.status, 'scheduled')))
      .orderBy(asc(games.timeOfGame));
    assert(gameA, 'the seeded team has a scheduled home game');
    const [date, time] = formatWallTime(
      new Date(gameA.timeOfGame.getTime() + 2 * 86_400_000),
      'America/New_York',
    ).split('T');
    const { game: gameB } = await addGameAsAdmin(ctx.app, team.cookie, { date, time, homeGame: true });
    // Let the instance see the version the new game made; from here on nothing is written.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const path = `/sites/${team.slug}`;
    const before = await fetchPage(path);
    expect(before.nextGame).toBe(gameA.id);
    const repeat = await fetchPage(path);
    expect(repeat.nextGame).toBe(gameA.id);
    expect(repeat.etag).toBe(before.etag);
    expect((await fetchPage(path, { 'if-none-match': before.etag })).status).toBe(304);
    const scheduleBefore = await fetchPage(`${path}/schedule`);

    // A second past kickoff: game A has started, though nobody has touched the team's content.
    clock = new Date(gameA.timeOfGame.getTime() + 1000);
    const after = await fetchPage(path);
    expect(after.nextGame).toBe(gameB.id);
    expect(after.etag).not.toBe(before.etag);
    const revalidated = await fetchPage(path, { 'if-none-match': before.etag });
    expect(revalidated.status).toBe(200);
    expect(revalidated.nextGame).toBe(gameB.id);
    // The page built after kickoff is the one kept now (the fast path and the cache answer it).
    const again = await fetchPage(path);
    expect(again.etag).toBe(after.etag);
    expect(again.nextGame).toBe(gameB.id);
    // The schedule's upcoming list gave way too.
    const scheduleAfter = await fetchPage(`${path}/schedule`);
    expect(scheduleAfter.etag).not.toBe(scheduleBefore.etag);
  });
});
