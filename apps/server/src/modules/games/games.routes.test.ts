import { gameMessages, seasonMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/articles.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { gameCoaches, gamePlayers, games } from '../../db/schema/games.ts';
import { tickets } from '../../db/schema/store.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';

const url = '/api/games';

describe('games: /api/games', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A new team (seeded with a season, an opponent, players and coaches) and what it can choose. */
  async function teamWithOptions() {
    const team = await createSiteTeam(ctx);
    const options = (await callSection(ctx.app, 'GET', `${url}/options`, team.cookie)).json();
    const input = {
      seasonId: options.seasons[0].id,
      opponentId: options.opponents[0].id,
      date: '2027-02-06',
      time: '19:30',
      venue: 'Harbor Arena',
      players: [{ playerId: options.players[0].id }, { playerId: options.players[1].id, number: '99' }],
      coaches: [options.coaches[0].id],
    };
    return { team, options, input };
  }

  const create = async (cookie: string, body: unknown) => callSection(ctx.app, 'POST', url, cookie, body);

  it('warns about a number worn by two players in a line-up, and saves it anyway', async () => {
    const { team, options, input } = await teamWithOptions();
    const [first, second] = options.players;
    const res = await create(team.cookie, {
      ...input,
      players: [
        { playerId: first.id, number: '4' },
        { playerId: second.id, number: '4' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lineupWarnings).toEqual([
      '#4 is worn by 2 players in this line-up. Please check their numbers.',
    ]);
    const stored = await ctx.database.db
      .select()
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, res.json().id));
    expect(stored.map((row) => row.number)).toEqual(['4', '4']);

    const fixed = await callSection(ctx.app, 'PUT', `${url}/${res.json().id}`, team.cookie, {
      ...input,
      players: [
        { playerId: first.id, number: '4' },
        { playerId: second.id, number: '5' },
      ],
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().lineupWarnings).toEqual([]);
  });

  it('creates a game with the default title and its line-up, lists, searches and reads it', async () => {
    const { team, options, input } = await teamWithOptions();
    const res = await create(team.cookie, { ...input, tags: '#rivalry, Senior Night , rivalry' });
    expect(res.statusCode).toBe(201);
    const game = res.json();
    const opponent = options.opponents[0].name;
    expect(game).toMatchObject({
      title: '',
      displayTitle: `Game vs ${opponent} on Feb 6, 2027`,
      date: '2027-02-06',
      time: '19:30',
      timeTba: false,
      status: 'scheduled',
      homeGame: true,
      tags: 'rivalry, Senior Night',
      coaches: [options.coaches[0].id],
      tickets: { total: 0, sold: 0 },
      gameScore: '',
      winOrLoss: null,
    });
    // A blank number takes the player's own; a typed one stays.
    expect(game.players).toEqual([
      {
        playerId: options.players[0].id,
        number: options.players[0].number,
        position: options.players[0].position,
      },
      { playerId: options.players[1].id, number: '99', position: options.players[1].position },
    ]);
    const rows = await ctx.database.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game.id));
    expect(rows.map((row) => row.seasonId)).toEqual([input.seasonId, input.seasonId]);

    const list = (
      await callSection(ctx.app, 'GET', `${url}?search=${encodeURIComponent(opponent)}`, team.cookie)
    ).json();
    expect(list.items.map((item: { id: string }) => item.id)).toContain(game.id);
    const bySeason = (
      await callSection(ctx.app, 'GET', `${url}?seasonId=${input.seasonId}`, team.cookie)
    ).json();
    expect(bySeason.items.map((item: { id: string }) => item.id)).toContain(game.id);
    expect((await callSection(ctx.app, 'GET', `${url}/${game.id}`, team.cookie)).json()).toEqual(game);
  });

  it('leaves the date out of the default title while the time is to be announced', async () => {
    const { team, options, input } = await teamWithOptions();
    const game = (await create(team.cookie, { ...input, time: '', timeTba: true })).json();
    expect(game).toMatchObject({
      displayTitle: `Game vs ${options.opponents[0].name}`,
      time: '',
      date: '2027-02-06',
    });
  });

  it('names the field of every invalid value', async () => {
    const { team, input } = await teamWithOptions();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...input, seasonId: '' }, { seasonId: gameMessages.chooseSeason }],
      [{ ...input, opponentId: '' }, { opponentId: gameMessages.chooseOpponent }],
      [{ ...input, date: '' }, { date: gameMessages.enterDate }],
      [{ ...input, time: '' }, { time: gameMessages.enterTime }],
      [{ ...input, time: '25:00' }, { time: gameMessages.enterTime }],
      [{ ...input, attendance: '12.5' }, { attendance: gameMessages.attendance }],
      [{ ...input, promotionalVideo: 'javascript:alert(1)' }, { promotionalVideo: gameMessages.videoLink }],
      [
        { ...input, preDevelopedConferenceId: 'x' },
        { preDevelopedConferenceId: gameMessages.conferenceOfOtherLeague },
      ],
      [{ ...input, seasonId: 'nope' }, { seasonId: gameMessages.unknownSeason }],
      [{ ...input, opponentId: 'nope' }, { opponentId: gameMessages.unknownOpponent }],
      [{ ...input, leagueId: 'nope' }, { leagueId: gameMessages.unknownLeague }],
      [{ ...input, players: [{ playerId: 'nope' }] }, { players: gameMessages.unknownPlayer }],
      [{ ...input, coaches: ['nope'] }, { coaches: gameMessages.unknownCoach }],
      [
        { ...input, preDevelopedSeasonId: 'nope' },
        { preDevelopedSeasonId: gameMessages.unknownPreDevelopedSeason },
      ],
      [
        { ...input, preDevelopedLeagueId: 'nope' },
        { preDevelopedLeagueId: gameMessages.unknownPreDevelopedLeague },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await create(team.cookie, body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
    }
    const duplicate = await create(team.cookie, { ...input, players: [input.players[0], input.players[0]] });
    expect(duplicate.json().error.fields).toMatchObject({ players: gameMessages.duplicatePlayer });
  });

  it('recreates the line-up and recomputes the result from the sheet on every save', async () => {
    const { team, options, input } = await teamWithOptions();
    const game = (await create(team.cookie, input)).json();
    const sheet = { sport: 'hockey', goals: [{ team: 'us' }, { team: 'us' }, { team: 'them' }] };
    await ctx.database.db
      .update(games)
      .set({ stats: sheet as never })
      .where(eq(games.id, game.id));

    const live = await callSection(ctx.app, 'PUT', `${url}/${game.id}`, team.cookie, {
      ...input,
      status: 'inprogress',
      homeGame: false,
      players: [{ playerId: options.players[2].id }],
      coaches: [],
    });
    expect(live.json()).toMatchObject({ status: 'inprogress', gameScore: '1-2', winOrLoss: null });
    expect(live.json().players.map((p: { playerId: string }) => p.playerId)).toEqual([options.players[2].id]);
    expect(await ctx.database.db.select().from(gameCoaches).where(eq(gameCoaches.gameId, game.id))).toEqual(
      [],
    );

    const finished = await callSection(ctx.app, 'PUT', `${url}/${game.id}`, team.cookie, {
      ...input,
      status: 'finished',
    });
    expect(finished.json()).toMatchObject({ gameScore: '2-1', winOrLoss: 'win', shutOut: false });
  });

  it('keeps a season with games from being deleted, saying how many', async () => {
    const { team, input } = await teamWithOptions();
    await create(team.cookie, input);
    const res = await callSection(ctx.app, 'DELETE', `/api/seasons/${input.seasonId}`, team.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^This season has \d+ games?\./);
    expect(res.json().error.message).toBe(
      seasonMessages.hasGames(Number(/has (\d+)/.exec(res.json().error.message)?.[1])),
    );
  });

  /** A game with an article (with its own gallery), a gallery with a photo and two tickets. */
  async function gameWithEverything(sold: number) {
    const { team, input } = await teamWithOptions();
    const game = (await create(team.cookie, input)).json();
    const db = ctx.database.db;
    const base = { teamId: team.teamId, sportsType: team.team.sportsType };
    const [gallery] = await db
      .insert(galleries)
      .values({ ...base, urlId: `g-${game.id}`, title: 'Game photos' })
      .returning();
    assert(gallery);
    const [articleGallery] = await db
      .insert(galleries)
      .values({ ...base, urlId: `ag-${game.id}`, title: 'Article photos' })
      .returning();
    assert(articleGallery);
    await db.insert(photos).values([
      { ...base, galleryId: gallery.id, image: { file: '', link: '' } },
      { ...base, galleryId: articleGallery.id, image: { file: '', link: '' } },
    ] as never);
    const [article] = await db
      .insert(articles)
      .values({ ...base, url: `a-${game.id}`, title: 'Recap', galleryId: articleGallery.id })
      .returning();
    assert(article);
    await db.update(games).set({ articleId: article.id, galleryId: gallery.id }).where(eq(games.id, game.id));
    await db.insert(tickets).values([
      { ...base, gameId: game.id, name: 'Adult', quantitySold: sold },
      { ...base, gameId: game.id, name: 'Student' },
    ]);
    return { team, game, gallery, articleGallery, article };
  }

  it('deletes a game with its gallery, photos, article, line-up, and flags its unsold tickets', async () => {
    const { team, game, gallery, articleGallery, article } = await gameWithEverything(0);
    const read = (await callSection(ctx.app, 'GET', `${url}/${game.id}`, team.cookie)).json();
    expect(read).toMatchObject({
      article: { id: article.id, title: 'Recap' },
      gallery: { id: gallery.id, title: 'Game photos' },
      tickets: { total: 2, sold: 0 },
    });
    expect((await callSection(ctx.app, 'DELETE', `${url}/${game.id}`, team.cookie)).statusCode).toBe(204);
    const db = ctx.database.db;
    expect(await db.select().from(games).where(eq(games.id, game.id))).toEqual([]);
    expect(await db.select().from(gamePlayers).where(eq(gamePlayers.gameId, game.id))).toEqual([]);
    expect(await db.select().from(articles).where(eq(articles.id, article.id))).toEqual([]);
    for (const id of [gallery.id, articleGallery.id]) {
      expect(await db.select().from(galleries).where(eq(galleries.id, id))).toEqual([]);
      expect(await db.select().from(photos).where(eq(photos.galleryId, id))).toEqual([]);
    }
    const flagged = await db.select().from(tickets).where(eq(tickets.teamId, team.teamId));
    expect(flagged.map((t) => [t.name, t.deleted, t.onTicketUpdateNeeded])).toEqual(
      expect.arrayContaining([
        ['Adult', true, true],
        ['Student', true, true],
      ]),
    );
  });

  it('removes the tickets outright when asked', async () => {
    const { team, game } = await gameWithEverything(0);
    const res = await callSection(ctx.app, 'DELETE', `${url}/${game.id}?tickets=remove`, team.cookie);
    expect(res.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(tickets).where(eq(tickets.teamId, team.teamId))).toEqual([]);
  });

  it('refuses to delete a game with sold tickets and changes nothing', async () => {
    const { team, game, article } = await gameWithEverything(3);
    const res = await callSection(ctx.app, 'DELETE', `${url}/${game.id}`, team.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(gameMessages.ticketsSold(3));
    const db = ctx.database.db;
    expect(await db.select().from(games).where(eq(games.id, game.id))).toHaveLength(1);
    expect(await db.select().from(articles).where(eq(articles.id, article?.id))).toHaveLength(1);
    expect(
      (await db.select().from(tickets).where(eq(tickets.gameId, game.id))).every((t) => !t.deleted),
    ).toBe(true);
  });

  it("answers 404 for another team's game and refuses its seasons, opponents and players", async () => {
    const a = await teamWithOptions();
    const b = await teamWithOptions();
    const bGame = (await create(b.team.cookie, b.input)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, bGame.id, a.team.cookie, a.input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(refused.messages).toEqual(Array(3).fill(gameMessages.notFound));
    const [row] = await ctx.database.db.select().from(games).where(eq(games.id, bGame.id));
    assert(row);
    expect(row.venue).toBe('Harbor Arena');

    const foreign = await create(a.team.cookie, {
      ...a.input,
      seasonId: b.input.seasonId,
      opponentId: b.input.opponentId,
    });
    expect(foreign.json().error.fields).toMatchObject({ seasonId: gameMessages.unknownSeason });
    const foreignPlayer = await create(a.team.cookie, { ...a.input, players: b.input.players });
    expect(foreignPlayer.json().error.fields).toMatchObject({ players: gameMessages.unknownPlayer });
  });
});
