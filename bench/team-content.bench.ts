import { csrfHeaderName, csrfHeaderValue, itemAt, type StatSheetOperation } from '@sideline/domain';
import { players } from '../apps/server/src/db/schema/roster.ts';
import { openBenchApp } from './bench-app.ts';
import { summarize, type Timing } from './stats.ts';

/**
 * Team content and games (issue 8), through the whole HTTP route on the embedded database in a
 * data folder, as `npm start` runs it: a 500-player roster list (first page and a search), and a
 * 60-event game sheet saved event by event (each save locks the game, applies the operation,
 * stores the sheet and the result, and answers the whole sheet).
 */
export async function benchTeamContent(listRequests = 200, sheetEvents = 60): Promise<Timing[]> {
  const bench = await openBenchApp('content', { RATE_LIMIT_PER_MINUTE: '100000' });
  const { app, config, database } = bench;
  try {
    const { cookie, team } = await bench.signUpTeam('MENSICEHOCKEY');
    const teamId = team.id;
    const headers = { origin: config.baseUrl, [csrfHeaderName]: csrfHeaderValue };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const started = performance.now();
      const res = await app.inject({ method, url, headers: { ...headers, cookie }, payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return { ms: performance.now() - started, body: res.json() };
    };

    // 500 players (the seeded dozen and 488 more), with the details the list shows.
    await database.db.insert(players).values(
      Array.from({ length: 488 }, (_, i) => ({
        teamId,
        urlId: `bench-player-${i}`,
        name: `Player ${String(i).padStart(3, '0')} ${['Avery', 'Blake', 'Casey', 'Drew'][i % 4]}`,
        sportsType: 'MENSICEHOCKEY' as const,
        details: [
          { title: 'Team Number', required: true, value: String(i % 99) },
          { title: 'Position', required: true, value: 'Forward' },
        ],
      })),
    );
    const time = async (url: string) => {
      for (let i = 0; i < 5; i++) await call('GET', url); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < listRequests; i++) samples.push((await call('GET', url)).ms);
      return samples;
    };
    const firstPage = await time('/api/roster?limit=50');
    const search = await time('/api/roster?limit=50&search=blake');

    const options = (await call('GET', '/api/games/options')).body;
    const lineup = options.players.slice(0, 20).map((p: { id: string }) => ({ playerId: p.id }));
    const game = (
      await call('POST', '/api/games', {
        seasonId: options.seasons[0].id,
        opponentId: options.opponents[0].id,
        date: '2027-02-06',
        time: '19:30',
        status: 'inprogress',
        players: lineup,
      })
    ).body;
    const ids: string[] = lineup.map((p: { playerId: string }) => p.playerId);
    const periods = ['p1', 'p2', 'p3'];
    // A realistic mix: goals (with assists), penalties, shots and hits per player, face-offs.
    const operationAt = (i: number): StatSheetOperation => {
      const player = itemAt(ids, i % ids.length);
      const period = periods[Math.floor((i / sheetEvents) * 3)];
      switch (i % 6) {
        case 0:
          return {
            op: 'add',
            list: 'goals',
            entry: {
              team: i % 12 ? 'us' : 'them',
              period,
              timeInSeconds: 60 + i * 7,
              scorerId: i % 12 ? player : '',
              assist1Id: i % 12 ? ids[(i + 1) % ids.length] : '',
            },
          };
        case 1:
          return {
            op: 'add',
            list: 'penalties',
            entry: {
              team: 'us',
              period,
              timeInSeconds: 30 + i,
              type: 'minor',
              offence: 'Hooking',
              playerId: player,
              penaltyTimeInSeconds: 120,
            },
          };
        case 2:
        case 3:
          return {
            op: 'increment',
            list: 'highlightsPerPlayer',
            match: { playerId: player, type: 'shots' },
            field: 'number',
            by: 1,
          };
        case 4:
          return { op: 'increment', list: 'bodyChecks', match: { playerId: player }, field: 'hits', by: 1 };
        default:
          return {
            op: 'increment',
            list: 'faceOffs',
            match: { team: 'us', playerId: player },
            field: 'wins',
            by: 1,
          };
      }
    };
    const saves: number[] = [];
    for (let i = 0; i < sheetEvents; i++) {
      saves.push(
        (await call('POST', `/api/games/${game.id}/sheet/operations`, { operation: operationAt(i) })).ms,
      );
    }
    return [
      summarize('roster list API, 500 players: first page of 50 (`GET /api/roster?limit=50`)', firstPage),
      summarize('roster list API, 500 players: prefix search ("blake", a quarter of them)', search),
      summarize(
        `game sheet: ${sheetEvents} events saved one by one (goals, penalties, shots, hits, face-offs)`,
        saves,
      ),
    ];
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchTeamContent());
}
