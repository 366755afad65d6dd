import {
  buildPlayerStatLines,
  buildSeasonLeaderboards,
  type GameStatSheet,
  gameStatSheetSchema,
  itemAt,
} from '@sideline/domain';
import { gamePlayers, games } from '../apps/server/src/db/schema/games.ts';
import { players } from '../apps/server/src/db/schema/roster.ts';
import { seasons } from '../apps/server/src/db/schema/seasons.ts';
import { openBenchApp } from './bench-app.ts';
import { summarize, type Timing } from './stats.ts';

/** A full hockey sheet: 6 goals with assists, 4 penalties, shots, hits and face-offs for every player, two goalie lines. */
function fullSheet(ids: string[], game: number): GameStatSheet {
  const pick = (i: number) => ids[(game * 7 + i) % ids.length];
  return gameStatSheetSchema.parse({
    sport: 'hockey',
    goals: Array.from({ length: 6 }, (_, i) => ({
      team: i % 3 === 2 ? 'them' : 'us',
      period: ['p1', 'p2', 'p3'][i % 3],
      timeInSeconds: 60 * (i + 1),
      scorerId: i % 3 === 2 ? '' : pick(i),
      assist1Id: i % 3 === 2 ? '' : pick(i + 1),
      assist2Id: i % 3 === 2 ? '' : pick(i + 2),
    })),
    penalties: Array.from({ length: 4 }, (_, i) => ({
      team: 'us',
      playerId: pick(i + 3),
      penaltyTimeInSeconds: 120,
    })),
    highlightsPerPlayer: ids.flatMap((playerId, i) => [
      { playerId, type: 'shots', number: (i + game) % 5 },
      { playerId, type: 'blocks', number: (i * game) % 3 },
    ]),
    bodyChecks: ids.map((playerId, i) => ({ playerId, hits: (i + game) % 4 })),
    faceOffs: ids.slice(0, 4).map((playerId, i) => ({ team: 'us', playerId, wins: 5 + i })),
    goalieActions: [
      { period: 'p1', playerId: ids[0], shotsOnGoal: 14, minutes: 30, shotsSaved: 13 },
      { period: 'p2', playerId: ids[1], shotsOnGoal: 12, minutes: 30, shotsSaved: 11 },
    ],
  });
}

/**
 * Season statistics (issue 8): a 30-game, 30-player season of full sheets. Times (a) every
 * player's game log, season and career lines plus the season leaderboards, computed by the
 * domain, and (b) the public leaderboard page through the real route, answered from the page
 * cache (warm) and rendered from the database (cold: the admin's preview, which is never cached).
 */
export async function benchSeasonStats(runs = 30, renders = 100): Promise<Timing[]> {
  const bench = await openBenchApp('season', { RATE_LIMIT_PER_MINUTE: '100000' });
  const { app, database } = bench;
  try {
    const { cookie, team } = await bench.signUpTeam('MENSICEHOCKEY');
    const sportsType = 'MENSICEHOCKEY' as const;
    const base = { teamId: team.id, sportsType };
    const [season] = await database.db
      .insert(seasons)
      .values({ ...base, name: '2031-2032 Season', startDate: '2031-09-01' })
      .returning();
    if (!season) throw new Error('the season was not stored');
    const roster = await database.db
      .insert(players)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ ...base, urlId: `season-player-${i}`, name: `Player ${i}` })),
      )
      .returning({ id: players.id });
    const ids = roster.map((p) => p.id);
    const sheets = Array.from({ length: 30 }, (_, game) => fullSheet(ids, game));
    const stored = await database.db
      .insert(games)
      .values(
        sheets.map((stats, game) => ({
          ...base,
          seasonId: season.id,
          title: `Game ${game + 1}`,
          status: 'finished' as const,
          timeOfGame: new Date(Date.UTC(2031, 9, 1 + game, 23)),
          stats,
        })),
      )
      .returning({ id: games.id });
    await database.db
      .insert(gamePlayers)
      .values(
        stored.flatMap((game) =>
          ids.map((playerId) => ({ ...base, gameId: game.id, playerId, seasonId: season.id })),
        ),
      );

    const played = sheets.map((sheet, i) => ({ id: itemAt(stored, i).id, seasonId: season.id, sheet }));
    const recompute: number[] = [];
    for (let run = 0; run < runs + 3; run++) {
      const started = performance.now();
      for (const id of ids) buildPlayerStatLines('hockey', id, played);
      buildSeasonLeaderboards('hockey', ids, sheets);
      if (run >= 3) recompute.push(performance.now() - started);
    }

    const page = `/sites/${team.slug}/leaders/${season.id}`;
    const render = async (url: string, withCookie: boolean) => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i++) await render(page, false);
    const warm: number[] = [];
    for (let i = 0; i < renders; i++) warm.push(await render(page, false));
    const cold: number[] = [];
    for (let i = 0; i < renders; i++) cold.push(await render(`${page}?team=${team.id}`, true));
    return [
      summarize(
        "season stats: 30 players × 30 full game sheets, every player's lines and the leaderboards (domain)",
        recompute,
      ),
      summarize('season leaderboard page, 30 games: from the page cache', warm),
      summarize('season leaderboard page, 30 games: rendered from the database (uncached preview)', cold),
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchSeasonStats());
}
