import {
  type GameStatSheet,
  type GameStatSheetInput,
  gameStatSheetSchema,
} from '../content/game-stat-sheet.ts';
import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import type { HockeyStatSheet, LacrosseStatSheet } from '../content/stick-sport-stat-sheets.ts';

/**
 * Full stat sheets for the finished demo game of a new team, one per sport. Player ids are the
 * seed keys of the roster (the server swaps them for database ids). Every list of the sheet is
 * filled, and the numbers agree with each other (the checks of decision 018 find nothing): goalie
 * saves match goals against, power-play goals fall inside a penalty, the game-winning goal is the
 * one that put us ahead for good. Women's games have no body checks.
 */

/** Seed keys of the players a stick-sport sheet needs, by role. */
export interface StickSportSheetRoster {
  goalie: string;
  /** At least 4. */
  defenders: readonly string[];
  /** Face-off takers, at least 2. */
  centers: readonly string[];
  /** Forwards, attackers and midfielders who score, at least 4. */
  attackers: readonly string[];
}

const sec = (minutes: number, seconds = 0) => minutes * 60 + seconds;

type StickGoalInput = NonNullable<Extract<GameStatSheetInput, { sport: 'hockey' }>['goals']>[number];

/** Us 4, them 2 at home: a power-play goal each, the winner late in the 2nd, an empty-netter. */
export function buildDemoHockeyStatSheet(
  r: StickSportSheetRoster,
  options: { isWomens: boolean },
): HockeyStatSheet {
  const [d1, d2, d3, d4] = r.defenders;
  const [c1, c2] = r.centers;
  const [w1, w2, f1, f2] = r.attackers;
  const g = r.goalie;
  const goal = (goalInput: StickGoalInput) => goalInput;
  const input: GameStatSheetInput = {
    sport: 'hockey',
    goals: [
      goal({
        team: 'us',
        period: 'p1',
        timeInSeconds: sec(6, 12),
        scorerId: c1,
        assist1Id: w1,
        assist2Id: d1,
      }),
      goal({ team: 'them', period: 'p1', timeInSeconds: sec(14, 40), goalieId: g }),
      goal({
        team: 'us',
        period: 'p2',
        timeInSeconds: sec(3, 5),
        scorerId: w2,
        assist1Id: c2,
        powerPlayGoal: true,
      }),
      goal({
        team: 'us',
        period: 'p2',
        timeInSeconds: sec(17, 48),
        scorerId: f1,
        assist1Id: d2,
        assist2Id: c1,
        gameWinningGoal: true,
      }),
      goal({ team: 'them', period: 'p3', timeInSeconds: sec(9, 30), goalieId: g, powerPlayGoal: true }),
      goal({
        team: 'us',
        period: 'p3',
        timeInSeconds: sec(19, 10),
        scorerId: c1,
        assist1Id: d1,
        emptyNetGoal: true,
      }),
    ],
    highlightsPerPeriod: [
      ...(['p1', 'p2', 'p3'] as const).flatMap((period, i) => [
        { team: 'us' as const, period, type: 'shots' as const, number: [18, 20, 15][i] },
        { team: 'us' as const, period, type: 'shotsOnGoal' as const, number: [11, 13, 9][i] },
        { team: 'us' as const, period, type: 'blocks' as const, number: [3, 4, 5][i] },
        { team: 'them' as const, period, type: 'shots' as const, number: [14, 16, 19][i] },
        { team: 'them' as const, period, type: 'shotsOnGoal' as const, number: [8, 10, 12][i] },
        { team: 'them' as const, period, type: 'blocks' as const, number: [2, 3, 2][i] },
      ]),
    ],
    highlightsPerPlayer: [
      { playerId: c1, type: 'shotsOnGoal', number: 6 },
      { playerId: w1, type: 'shotsOnGoal', number: 5 },
      { playerId: w2, type: 'shotsOnGoal', number: 5 },
      { playerId: f1, type: 'shotsOnGoal', number: 4 },
      { playerId: c2, type: 'shotsOnGoal', number: 4 },
      { playerId: f2, type: 'shotsOnGoal', number: 3 },
      { playerId: d1, type: 'shotsOnGoal', number: 3 },
      { playerId: d2, type: 'shotsOnGoal', number: 2 },
      { playerId: d3, type: 'shotsOnGoal', number: 1 },
      { playerId: c1, type: 'shots', number: 9 },
      { playerId: w1, type: 'shots', number: 8 },
      { playerId: d1, type: 'blocks', number: 4 },
      { playerId: d2, type: 'blocks', number: 3 },
      { playerId: d4, type: 'blocks', number: 2 },
      { playerId: f2, type: 'takeaways', number: 3 },
      { playerId: w2, type: 'giveaways', number: 1 },
    ],
    penalties: [
      {
        team: 'us',
        period: 'p1',
        timeInSeconds: sec(16, 20),
        type: 'minor',
        offence: 'Hooking',
        playerId: d3,
        penaltyTimeInSeconds: 120,
      },
      {
        team: 'them',
        period: 'p2',
        timeInSeconds: sec(2, 10),
        type: 'minor',
        offence: 'Tripping',
        penaltyTimeInSeconds: 120,
      },
      {
        team: 'us',
        period: 'p3',
        timeInSeconds: sec(8, 15),
        type: 'minor',
        offence: options.isWomens ? 'Body Checking' : 'Slashing',
        playerId: w1,
        penaltyTimeInSeconds: 120,
      },
      {
        team: 'them',
        period: 'p3',
        timeInSeconds: sec(12, 0),
        type: 'major',
        offence: 'Boarding',
        penaltyTimeInSeconds: 300,
      },
    ],
    faceOffs: [
      { team: 'us', playerId: c1, wins: 13 },
      { team: 'us', playerId: c2, wins: 9 },
      { team: 'us', playerId: f1, wins: 3 },
      { team: 'them', wins: 21 },
    ],
    goalieActions: [
      { period: 'p1', playerId: g, shotsOnGoal: 8, minutes: 20, shotsSaved: 7 },
      { period: 'p2', playerId: g, shotsOnGoal: 10, minutes: 20, shotsSaved: 10 },
      { period: 'p3', playerId: g, shotsOnGoal: 12, minutes: 20, shotsSaved: 11 },
    ],
    bodyChecks: options.isWomens
      ? []
      : [
          { playerId: d1, hits: 4 },
          { playerId: d2, hits: 3 },
          { playerId: d4, hits: 2 },
          { playerId: w1, hits: 2 },
          { playerId: f2, hits: 5 },
        ],
    powerplays: [
      {
        team: 'them',
        period: 'p1',
        startTimeInSeconds: sec(16, 20),
        endTimeInSeconds: sec(18, 20),
        shots: 1,
        opponentShots: 0,
        goals: 0,
      },
      {
        team: 'us',
        period: 'p2',
        startTimeInSeconds: sec(2, 10),
        endTimeInSeconds: sec(3, 5),
        shots: 3,
        opponentShots: 0,
        goals: 1,
      },
      {
        team: 'them',
        period: 'p3',
        startTimeInSeconds: sec(8, 15),
        endTimeInSeconds: sec(9, 30),
        shots: 2,
        opponentShots: 1,
        goals: 1,
      },
      {
        team: 'us',
        period: 'p3',
        startTimeInSeconds: sec(12, 0),
        endTimeInSeconds: sec(17, 0),
        shots: 5,
        opponentShots: 1,
        goals: 0,
      },
    ],
  };
  return gameStatSheetSchema.parse(input) as HockeyStatSheet;
}

/** Us 9, them 6 at home over four quarters, with ground balls and turnovers. */
export function buildDemoLacrosseStatSheet(
  r: StickSportSheetRoster,
  options: { isWomens: boolean },
): LacrosseStatSheet {
  // A roster shorter than documented leaves those slots empty ('' is "no player" in the script).
  const [d1 = '', d2 = '', d3 = '', d4 = ''] = r.defenders;
  const [c1 = '', c2 = ''] = r.centers;
  const [a1 = '', a2 = '', a3 = '', a4 = ''] = r.attackers;
  const g = r.goalie;
  // [team, quarter, minute, second, scorer, assist, flags]
  const script: [
    'us' | 'them',
    'p1' | 'p2' | 'p3' | 'p4',
    number,
    number,
    string,
    string,
    { powerPlayGoal?: boolean; gameWinningGoal?: boolean; emptyNetGoal?: boolean }?,
  ][] = [
    ['us', 'p1', 2, 14, a1, a2],
    ['us', 'p1', 7, 51, a3, c2],
    ['them', 'p1', 11, 30, '', ''],
    ['them', 'p2', 1, 45, '', ''],
    ['us', 'p2', 5, 20, a2, a1, { powerPlayGoal: true }],
    ['them', 'p2', 9, 2, '', ''],
    ['us', 'p2', 13, 40, c2, a4],
    ['us', 'p3', 3, 33, a1, ''],
    ['them', 'p3', 6, 18, '', ''],
    ['us', 'p3', 10, 5, a4, a3],
    ['them', 'p3', 14, 12, '', ''],
    ['us', 'p4', 2, 50, a2, c1, { gameWinningGoal: true }],
    ['us', 'p4', 8, 27, a3, a1],
    ['them', 'p4', 11, 9, '', ''],
    ['us', 'p4', 14, 31, a1, d1, { emptyNetGoal: true, powerPlayGoal: true }],
  ];
  const quarters = ['p1', 'p2', 'p3', 'p4'] as const;
  const input: GameStatSheetInput = {
    sport: 'lacrosse',
    goals: script.map(([team, period, m, s, scorerId, assist1Id, flags]) => ({
      team,
      period,
      timeInSeconds: sec(m, s),
      scorerId,
      assist1Id,
      goalieId: team === 'them' ? g : '',
      ...flags,
    })),
    highlightsPerPeriod: quarters.flatMap((period, i) => [
      { team: 'us' as const, period, type: 'shots' as const, number: [10, 9, 11, 8][i] },
      { team: 'us' as const, period, type: 'shotsOnGoal' as const, number: [6, 5, 6, 5][i] },
      { team: 'them' as const, period, type: 'shots' as const, number: [8, 10, 9, 9][i] },
      { team: 'them' as const, period, type: 'shotsOnGoal' as const, number: [5, 6, 5, 4][i] },
      { team: 'us' as const, period, type: 'blocks' as const, number: [1, 2, 1, 2][i] },
    ]),
    highlightsPerPlayer: [
      { playerId: a1, type: 'shotsOnGoal', number: 6 },
      { playerId: a2, type: 'shotsOnGoal', number: 5 },
      { playerId: a3, type: 'shotsOnGoal', number: 5 },
      { playerId: a4, type: 'shotsOnGoal', number: 3 },
      { playerId: c2, type: 'shotsOnGoal', number: 3 },
      { playerId: a1, type: 'shots', number: 9 },
      { playerId: a2, type: 'shots', number: 8 },
      { playerId: d1, type: 'takeaways', number: 3 },
      { playerId: d2, type: 'takeaways', number: 2 },
      { playerId: d3, type: 'blocks', number: 2 },
      { playerId: c1, type: 'giveaways', number: 2 },
    ],
    penalties: [
      {
        team: 'them',
        period: 'p2',
        timeInSeconds: sec(4, 50),
        type: 'minor',
        offence: 'Slashing',
        penaltyTimeInSeconds: 60,
      },
      {
        team: 'us',
        period: 'p3',
        timeInSeconds: sec(8, 0),
        type: 'minor',
        offence: 'Offsides',
        playerId: d2,
        penaltyTimeInSeconds: 30,
      },
      {
        team: 'us',
        period: 'p4',
        timeInSeconds: sec(6, 40),
        type: 'minor',
        offence: 'Cross-check',
        playerId: d4,
        penaltyTimeInSeconds: 60,
      },
      {
        team: 'them',
        period: 'p4',
        timeInSeconds: sec(12, 15),
        type: 'major',
        offence: 'Unsportsmanlike conduct',
        penaltyTimeInSeconds: 180,
      },
    ],
    faceOffs: [
      { team: 'us', playerId: c1, wins: 12 },
      { team: 'us', playerId: c2, wins: 3 },
      { team: 'them', wins: 9 },
    ],
    goalieActions: [
      { period: 'p1', playerId: g, shotsOnGoal: 5, minutes: 15, shotsSaved: 4 },
      { period: 'p2', playerId: g, shotsOnGoal: 6, minutes: 15, shotsSaved: 4 },
      { period: 'p3', playerId: g, shotsOnGoal: 5, minutes: 15, shotsSaved: 3 },
      { period: 'p4', playerId: g, shotsOnGoal: 4, minutes: 15, shotsSaved: 3 },
    ],
    bodyChecks: options.isWomens
      ? []
      : [
          { playerId: d1, hits: 3 },
          { playerId: d2, hits: 2 },
          { playerId: d3, hits: 4 },
        ],
    powerplays: [
      {
        team: 'us',
        period: 'p2',
        startTimeInSeconds: sec(4, 50),
        endTimeInSeconds: sec(5, 20),
        shots: 2,
        opponentShots: 0,
        goals: 1,
      },
      {
        team: 'them',
        period: 'p3',
        startTimeInSeconds: sec(8, 0),
        endTimeInSeconds: sec(8, 30),
        shots: 1,
        opponentShots: 0,
        goals: 0,
      },
      {
        team: 'them',
        period: 'p4',
        startTimeInSeconds: sec(6, 40),
        endTimeInSeconds: sec(7, 40),
        shots: 2,
        opponentShots: 0,
        goals: 0,
      },
      {
        team: 'us',
        period: 'p4',
        startTimeInSeconds: sec(12, 15),
        endTimeInSeconds: sec(15, 0),
        shots: 3,
        opponentShots: 1,
        goals: 1,
      },
    ],
    groundBalls: [
      { team: 'us', period: 'p1', playerId: c1, number: 3 },
      { team: 'us', period: 'p1', playerId: d1, number: 2 },
      { team: 'us', period: 'p2', playerId: c1, number: 2 },
      { team: 'us', period: 'p2', playerId: d3, number: 2 },
      { team: 'us', period: 'p3', playerId: a1, number: 1 },
      { team: 'us', period: 'p3', playerId: g, number: 2 },
      { team: 'us', period: 'p4', playerId: c1, number: 3 },
      { team: 'us', period: 'p4', playerId: d2, number: 1 },
      { team: 'them', period: 'p1', number: 6 },
      { team: 'them', period: 'p2', number: 7 },
      { team: 'them', period: 'p3', number: 5 },
      { team: 'them', period: 'p4', number: 6 },
    ],
    turnOvers: [
      { team: 'us', period: 'p1', playerId: a2, number: 1 },
      { team: 'us', period: 'p2', playerId: c2, number: 2 },
      { team: 'us', period: 'p3', playerId: a4, number: 1 },
      { team: 'us', period: 'p4', playerId: d4, number: 1 },
      { team: 'them', period: 'p1', number: 3 },
      { team: 'them', period: 'p2', number: 4 },
      { team: 'them', period: 'p3', number: 2 },
      { team: 'them', period: 'p4', number: 5 },
    ],
  };
  return gameStatSheetSchema.parse(input) as LacrosseStatSheet;
}

/**
 * Us 32, them 18 at home. Keys of the starting XV in shirt order (1 loosehead prop ... 15
 * fullback): 4 tries, 3 of 4 conversions, 1 of 2 penalty kicks and a drop goal from the
 * fly-half; the opponent scores 2 tries, 1 of 2 conversions and 2 penalty goals.
 */
export function buildDemoRugbyStatSheet(xv: readonly string[]): RugbyStatSheet {
  if (xv.length < 15) throw new Error('A rugby stat sheet needs the keys of fifteen players');
  const p = (shirt: number) => xv[shirt - 1];
  const flyHalf = p(10);
  const lines = [
    // [shirt, tackles, offloads, passes, carries, metersCarried, minsPlayed]
    [1, 9, 0, 4, 8, 22, 60],
    [2, 11, 1, 6, 7, 18, 80],
    [3, 8, 0, 3, 9, 25, 60],
    [4, 12, 1, 5, 6, 20, 80],
    [5, 10, 0, 4, 7, 19, 80],
    [6, 15, 2, 3, 10, 41, 80],
    [7, 17, 1, 6, 8, 33, 80],
    [8, 13, 3, 7, 14, 78, 80],
    [9, 6, 0, 62, 4, 21, 80],
    [10, 5, 1, 38, 6, 44, 80],
    [11, 4, 1, 5, 9, 96, 80],
    [12, 9, 2, 14, 11, 63, 70],
    [13, 7, 3, 12, 10, 88, 80],
    [14, 3, 1, 4, 8, 104, 80],
    [15, 4, 2, 9, 9, 112, 80],
  ] as const;
  const input: GameStatSheetInput = {
    sport: 'rugby',
    tries: [
      { team: 'them', period: 'h1', timeInSeconds: sec(5, 0) },
      { team: 'us', period: 'h1', timeInSeconds: sec(12, 30), playerId: p(11), assistId: p(12) },
      { team: 'us', period: 'h1', timeInSeconds: sec(31, 5), playerId: p(8), assistId: p(9) },
      { team: 'us', period: 'h2', timeInSeconds: sec(8, 40), playerId: p(14), assistId: p(15) },
      { team: 'them', period: 'h2', timeInSeconds: sec(15, 0) },
      { team: 'us', period: 'h2', timeInSeconds: sec(33, 20), playerId: p(13), assistId: flyHalf },
    ],
    conversions: [
      { team: 'them', period: 'h1', timeInSeconds: sec(6, 0), converted: true },
      { team: 'us', period: 'h1', timeInSeconds: sec(13, 30), playerId: flyHalf, converted: true },
      { team: 'us', period: 'h1', timeInSeconds: sec(32, 0), playerId: flyHalf, converted: true },
      { team: 'us', period: 'h2', timeInSeconds: sec(9, 40), playerId: flyHalf, converted: false },
      { team: 'them', period: 'h2', timeInSeconds: sec(16, 0), converted: false },
      { team: 'us', period: 'h2', timeInSeconds: sec(34, 10), playerId: flyHalf, converted: true },
    ],
    penaltyKicks: [
      { team: 'us', period: 'h1', timeInSeconds: sec(20, 0), playerId: flyHalf, convertedToGoal: true },
      { team: 'them', period: 'h1', timeInSeconds: sec(24, 15), convertedToGoal: true },
      { team: 'them', period: 'h2', timeInSeconds: sec(22, 40), convertedToGoal: true },
      { team: 'us', period: 'h2', timeInSeconds: sec(25, 10), playerId: flyHalf, convertedToGoal: false },
    ],
    dropGoals: [{ team: 'us', period: 'h2', timeInSeconds: sec(38, 0), playerId: flyHalf }],
    fouls: [
      { team: 'them', period: 'h1', timeInSeconds: sec(18, 0), offence: 'High tackle', yellowCard: true },
      { team: 'us', period: 'h1', timeInSeconds: sec(22, 0), playerId: p(7), offence: 'Offside at the ruck' },
      {
        team: 'us',
        period: 'h2',
        timeInSeconds: sec(14, 30),
        playerId: p(12),
        offence: 'Deliberate knock-on',
        yellowCard: true,
      },
      { team: 'them', period: 'h2', timeInSeconds: sec(30, 0), offence: 'Hands in the ruck' },
    ],
    playerStats: lines.map(([shirt, tackles, offloads, passes, carries, metersCarried, minsPlayed]) => ({
      playerId: p(shirt),
      tackles,
      offloads,
      passes,
      carries,
      metersCarried,
      minsPlayed,
    })),
    offensive: {
      us: {
        carries: 126,
        metersCarried: 784,
        defendersBeaten: 21,
        cleanBreaks: 9,
        offloads: 18,
        passes: 182,
        knockOns: 7,
        turnoversConceded: 11,
        possessionPercent: 56,
        territoryPercent: 58,
      },
      them: {
        carries: 98,
        metersCarried: 412,
        defendersBeaten: 12,
        cleanBreaks: 4,
        offloads: 9,
        passes: 141,
        knockOns: 10,
        turnoversConceded: 15,
        possessionPercent: 44,
        territoryPercent: 42,
      },
    },
    defensive: {
      us: { tackles: 133, missedTackles: 12, turnoversWon: 15, penaltiesConceded: 8 },
      them: { tackles: 151, missedTackles: 21, turnoversWon: 11, penaltiesConceded: 11 },
    },
    kicking: {
      us: { kicksInPlay: 19, kickMeters: 612, kicksToTouch: 7 },
      them: { kicksInPlay: 24, kickMeters: 705, kicksToTouch: 9 },
    },
    setPlay: {
      us: {
        scrumsWon: 7,
        scrumsLost: 1,
        lineoutsWon: 11,
        lineoutsLost: 2,
        rucksWon: 78,
        rucksLost: 4,
        maulsWon: 3,
        maulsLost: 1,
      },
      them: {
        scrumsWon: 5,
        scrumsLost: 2,
        lineoutsWon: 9,
        lineoutsLost: 3,
        rucksWon: 61,
        rucksLost: 6,
        maulsWon: 4,
        maulsLost: 2,
      },
    },
  };
  return gameStatSheetSchema.parse(input) as RugbyStatSheet;
}

/** Replaces seed keys by database ids in every `...Id` field of a stat sheet (unknown values stay). */
export function replaceStatSheetPlayerKeys<T extends GameStatSheet>(
  sheet: T,
  idsByKey: ReadonlyMap<string, string>,
): T {
  const visit = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]));
    }
    if (typeof value === 'string' && key?.endsWith('Id')) return idsByKey.get(value) ?? value;
    return value;
  };
  return visit(sheet) as T;
}
