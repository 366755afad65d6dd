import { itemAt, statSheetCheckMessages, statSheetMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../db/schema/roster.ts';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteTeam, type FetchedPage, fetchSitePage } from './site-test-helpers.ts';

// Issue 19 "What is there must be right": what a game sheet records through its HTTP operations
// is what the public box score, the player page and the leaders show, and what cannot add up is
// refused with a message instead of published (decision 018).
describe('statistics that agree: game sheet → box score, player page, leaders', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A team of the sport with a game in progress, its line-up the first three players. */
  async function teamWithGame(sportsType: string) {
    const team = await createSiteTeam(ctx, { sportsType } as never);
    const options = (await callSection(ctx.app, 'GET', '/api/games/options', team.cookie)).json();
    const season = (
      await callSection(ctx.app, 'POST', '/api/seasons', team.cookie, {
        name: '2031-2032 Season',
        startDate: '2031-09-01',
      })
    ).json();
    const [ava, ben, gil] = options.players as { id: string; name: string }[];
    assert(ava);
    assert(ben);
    assert(gil);
    const input = {
      seasonId: season.id,
      opponentId: options.opponents[0].id,
      date: '2031-10-03',
      time: '19:00',
      status: 'inprogress',
      homeGame: false,
      players: [{ playerId: ava.id }, { playerId: ben.id }, { playerId: gil.id }],
    };
    const game = (await callSection(ctx.app, 'POST', '/api/games', team.cookie, input)).json();
    const operate = (operation: unknown) =>
      callSection(ctx.app, 'POST', `/api/games/${game.id}/sheet/operations`, team.cookie, { operation });
    const finish = () =>
      callSection(ctx.app, 'PUT', `/api/games/${game.id}`, team.cookie, { ...input, status: 'finished' });
    const opponentName = options.opponents[0].name as string;
    return { team, season, game, ava, ben, gil, operate, finish, opponentName };
  }

  const sectionOf = (page: FetchedPage, heading: string) =>
    page.html.querySelectorAll('section').find((s) => s.querySelector('h2')?.textContent === heading);
  const rowsOf = (page: FetchedPage, heading: string, part = 'tbody') =>
    (sectionOf(page, heading)?.querySelectorAll(`${part} tr`) ?? []).map((tr) =>
      tr.querySelectorAll('th, td').map((cell) => cell.textContent.trim()),
    );
  const columnsOf = (page: FetchedPage, heading: string) =>
    (sectionOf(page, heading)?.querySelectorAll('thead th') ?? []).map((th) => th.textContent.trim());
  const cell = (page: FetchedPage, heading: string, row: string[], column: string) =>
    row[columnsOf(page, heading).indexOf(column)];
  const rowNamed = (rows: string[][], name: string) => rows.find((r) => r[0]?.endsWith(name));

  it('hockey: goals against come from goals, shots agree on every page, opponents are typed names', async () => {
    const { team, game, ava, ben, gil, operate, finish, opponentName } = await teamWithGame('MENSICEHOCKEY');
    // 22 shots and 21 saves with no goal against cannot be published.
    const refused = await operate({
      op: 'add',
      list: 'goalieActions',
      entry: { period: 'p1', playerId: gil.id, shotsOnGoal: 22, shotsSaved: 21, minutes: 60 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: statSheetCheckMessages.goalieDoesNotAddUp(22, 21, 0),
      fields: { shotsOnGoal: statSheetCheckMessages.goalieDoesNotAddUp(22, 21, 0) },
    });
    const line = { period: 'p1', playerId: gil.id, shotsOnGoal: 21, shotsSaved: 21, minutes: 60 };
    expect((await operate({ op: 'add', list: 'goalieActions', entry: line })).statusCode).toBe(200);

    // The opponent's goal: their scorer typed, our goalie in net; our roster is refused there.
    const ourPlayerAsTheirs = await operate({
      op: 'add',
      list: 'goals',
      entry: { team: 'them', period: 'p2', scorerId: ben.id, goalieId: gil.id },
    });
    expect(ourPlayerAsTheirs.statusCode).toBe(400);
    expect(ourPlayerAsTheirs.json().error.fields).toEqual({ scorerId: statSheetMessages.opponentPlayer });
    const theirGoal = {
      team: 'them',
      period: 'p2',
      timeInSeconds: 300,
      scorerName: 'Sam Otter',
      assist1Name: 'Kai Vole',
      goalieId: gil.id,
    };
    expect((await operate({ op: 'add', list: 'goals', entry: theirGoal })).statusCode).toBe(200);
    await operate({ op: 'add', list: 'goals', entry: { team: 'them', period: 'p3', timeInSeconds: 60 } });
    await operate({ op: 'add', list: 'goals', entry: { team: 'us', period: 'p1', scorerId: ava.id } });
    for (let i = 0; i < 3; i += 1) {
      await operate({
        op: 'increment',
        list: 'highlightsPerPlayer',
        match: { playerId: ava.id, type: 'shotsOnGoal' },
        field: 'number',
        by: 1,
      });
    }
    await operate({
      op: 'add',
      list: 'highlightsPerPeriod',
      entry: { team: 'us', period: 'p1', type: 'shotsOnGoal', number: 3 },
    });
    // The goal is one of Ava's shots on goal: taking her last shot back would go below her goals.
    const belowGoals = await operate({
      op: 'increment',
      list: 'highlightsPerPlayer',
      match: { playerId: ava.id, type: 'shotsOnGoal' },
      field: 'number',
      by: -4,
    });
    expect(belowGoals.statusCode).toBe(400);
    await operate({
      op: 'add',
      list: 'penalties',
      entry: { team: 'them', period: 'p2', playerName: 'Kai Vole', penaltyTimeInSeconds: 120 },
    });
    expect((await finish()).statusCode).toBe(200);

    const box = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${game.id}`);
    expect(box.status).toBe(200);
    const goalie = rowNamed(rowsOf(box, 'Goalies'), gil.name)!;
    // SA 22 (21 saved, the typed-name goal with Gil in net), GA 1: shots − saves.
    expect(goalie.slice(1, 5)).toEqual(['22', '21', '1', '.955']);
    const skater = rowNamed(rowsOf(box, 'Skaters'), ava.name)!;
    expect(cell(box, 'Skaters', skater, 'SOG')).toBe('4');
    expect(cell(box, 'Skaters', skater, 'G')).toBe('1');
    const team_ = rowsOf(box, 'Skaters', 'tfoot')[0];
    assert(team_);
    expect(team_[0]).toBe('Team');
    expect(cell(box, 'Skaters', team_, 'SOG')).toBe('4');
    // Shots on goal by period: ours 3 in the 1st and 1 not recorded by period, 4 in all; theirs 22,
    // in the 1st where the goalie's line is entered (issue 35 §6: they were all under "—").
    const shots = rowsOf(box, 'Shots on goal');
    expect(columnsOf(box, 'Shots on goal')).toEqual(['Team', '1st', '2nd', '3rd', '—', 'T']);
    expect(shots.find((r) => r[0] !== opponentName)?.slice(1)).toEqual(['3', '0', '0', '1', '4']);
    expect(shots.find((r) => r[0] === opponentName)?.slice(1)).toEqual(['22', '0', '0', '0', '22']);
    const scoring = box.text();
    expect(scoring).toContain('Sam Otter (Kai Vole)');
    // Their penalised player as typed.
    expect(rowsOf(box, 'Penalties')[0]).toContain('Kai Vole');
    expect(columnsOf(box, 'Skaters')).toContain('HITS');

    // The player page shows the same shots on goal as the box score.
    const [row] = await ctx.database.db.select().from(players).where(eq(players.id, ava.id));
    assert(row);
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/player/${row.urlId}`);
    const log = rowsOf(page, 'Game log').find((r) => r[0]?.includes('Oct 3, 2031'))!;
    const logColumns = columnsOf(page, 'Game log');
    expect(log[logColumns.indexOf('Shots')]).toBe('4');
  });

  it("women's ice hockey has no hits column", async () => {
    const { team, game, ava, operate, finish } = await teamWithGame('WOMENSICEHOCKEY');
    await operate({ op: 'add', list: 'goals', entry: { team: 'us', period: 'p1', scorerId: ava.id } });
    await finish();
    const sheet = (await callSection(ctx.app, 'GET', `/api/games/${game.id}/sheet`, team.cookie)).json();
    expect(sheet.game.bodyChecks).toBe(false);
    const box = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${game.id}`);
    expect(columnsOf(box, 'Skaters')).not.toContain('HITS');
    expect(columnsOf(box, 'Skaters')).not.toContain('GB');
  });

  it('rugby: refuses a second conversion after one try, names opponent scorers, derives team totals', async () => {
    const { team, game, ava, ben, operate, finish, opponentName } = await teamWithGame('MENSRUGBY');
    await operate({ op: 'add', list: 'tries', entry: { team: 'us', period: 'h1', playerId: ava.id } });
    await operate({ op: 'add', list: 'conversions', entry: { team: 'us', period: 'h1', playerId: ben.id } });
    const second = await operate({
      op: 'add',
      list: 'conversions',
      entry: { team: 'us', period: 'h1', playerId: ben.id },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(statSheetCheckMessages.conversionsAboveTries('us', 1, 2));
    await operate({ op: 'add', list: 'tries', entry: { team: 'them', period: 'h2', timeInSeconds: 600 } });
    await operate({
      op: 'add',
      list: 'penaltyKicks',
      entry: { team: 'them', period: 'h2', playerName: 'Mo Hart', convertedToGoal: true },
    });
    await operate({
      op: 'increment',
      list: 'playerStats',
      match: { playerId: ava.id },
      field: 'tackles',
      by: 5,
    });
    // The team's tackles typed below its players' are refused; left at 0 they are the players' sum.
    const below = await operate({
      op: 'incrementGroup',
      group: 'defensive',
      side: 'us',
      field: 'tackles',
      by: 3,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe(statSheetCheckMessages.teamBelowPlayers('tackles', 3, 5));
    expect((await finish()).statusCode).toBe(200);

    const box = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${game.id}`);
    const text = box.text();
    expect(text).toContain(`Try: ${opponentName}`);
    expect(text).toContain('Penalty goal: Mo Hart');
    expect(text).not.toContain('try scorer');
    // Only recorded team statistics: tackles from the players, no "Possession % 0 / 0".
    expect(rowsOf(box, 'Team statistics')).toEqual([['Tackles', '5', '0']]);
    const teamLine = itemAt(rowsOf(box, 'Players', 'tfoot'), 0);
    expect(cell(box, 'Players', teamLine, 'TKL')).toBe('5');
    expect(cell(box, 'Players', teamLine, 'PTS')).toBe('7');
  });

  it('rugby: a game with no team statistics shows no team statistics table', async () => {
    const { team, game, ava, operate, finish } = await teamWithGame('WOMENSRUGBY');
    await operate({ op: 'add', list: 'tries', entry: { team: 'us', period: 'h1', playerId: ava.id } });
    await finish();
    const box = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${game.id}`);
    expect(sectionOf(box, 'Team statistics')).toBeUndefined();
  });

  it('leaders tie as ties', async () => {
    const { team, season, ava, ben, operate, finish } = await teamWithGame('MENSLACROSSE');
    await operate({ op: 'add', list: 'goals', entry: { team: 'us', period: 'p1', scorerId: ava.id } });
    await operate({ op: 'add', list: 'goals', entry: { team: 'us', period: 'p2', scorerId: ben.id } });
    await finish();
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/leaders/${season.id}`);
    const goals = rowsOf(page, 'Goals');
    expect(goals.map((r) => [r[0], r[2]])).toEqual([
      ['T1', '1'],
      ['T1', '1'],
    ]);
    expect(goals.map((r) => r[1]?.replace(/^#\d+ /, '')).sort()).toEqual([ava?.name, ben?.name].sort());
  });
});
