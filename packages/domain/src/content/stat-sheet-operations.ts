import { z } from 'zod';
import { findNewStatSheetProblem } from '../rules/stat-sheet-checks.ts';
import { type SportFamily, sportFamilySchema } from '../sports/sport-identity.ts';
import { type GameStatSheet, gameStatSheetSchema } from './game-stat-sheet.ts';
import { gameStatusSchema } from './game-status.ts';
import { rugbyStatSheetSchema } from './rugby-stat-sheet.ts';
import { teamSideSchema } from './stat-sheet-parts.ts';
import { hockeyStatSheetSchema, lacrosseStatSheetSchema } from './stick-sport-stat-sheets.ts';

/**
 * One admin action on a game's stat sheet, sent on its own and applied by the server inside the
 * game's row lock (issue 8 "Live"): two admins entering the same game at once never overwrite each
 * other. Adds append; tallies add up; only an edit or removal of an entry someone else changed in
 * the meantime is refused, and the message says so (nothing is written then).
 */

const sheetSchemas = {
  hockey: hockeyStatSheetSchema,
  lacrosse: lacrosseStatSheetSchema,
  rugby: rugbyStatSheetSchema,
} as const;

/** The event lists of each sport's sheet (each entry its own row on the sheet). */
const stickSportLists = [
  'goals',
  'penalties',
  'highlightsPerPeriod',
  'highlightsPerPlayer',
  'faceOffs',
  'goalieActions',
  'bodyChecks',
  'powerplays',
] as const;

export const statSheetLists = {
  hockey: stickSportLists,
  lacrosse: [...stickSportLists, 'groundBalls', 'turnOvers'],
  rugby: ['tries', 'conversions', 'penaltyKicks', 'dropGoals', 'fouls', 'playerStats'],
} as const satisfies Record<SportFamily, readonly string[]>;
export type StatSheetList = (typeof statSheetLists)[SportFamily][number];

/** Rugby's team stat groups, a tally per side. */
export const rugbyStatGroups = ['offensive', 'defensive', 'kicking', 'setPlay'] as const;
export type RugbyStatGroup = (typeof rugbyStatGroups)[number];

/** What one entry of a list is called in messages. */
export const statSheetEntryNames: Record<StatSheetList, string> = {
  goals: 'goal',
  penalties: 'penalty',
  highlightsPerPeriod: 'period tally',
  highlightsPerPlayer: 'player tally',
  faceOffs: 'face-off line',
  goalieActions: 'goalie line',
  bodyChecks: 'body-check line',
  powerplays: 'power play',
  groundBalls: 'ground-ball line',
  turnOvers: 'turnover line',
  tries: 'try',
  conversions: 'conversion',
  penaltyKicks: 'penalty kick',
  dropGoals: 'drop goal',
  fouls: 'foul',
  playerStats: 'player line',
};

export const statSheetMessages = {
  unknownList: 'This statistic is not recorded for your sport',
  changedMeanwhile: (entry: string) =>
    `This ${entry} was changed or removed by someone else a moment ago. The sheet now shows the latest entries; make your change again if it is still needed.`,
  chooseScorer: 'Choose the scorer',
  choosePlayer: 'Choose the player',
  unknownPlayer: 'Choose a player of your team',
  belowZero: 'A tally cannot go below zero',
  time: 'Enter the time as mm:ss, for example 12:05',
  opponentPlayer:
    "The opponent's players are not on your roster: type their name instead (or leave it empty)",
} as const;

const entrySchema = z.record(z.string(), z.unknown());
const listNameSchema = z.string().trim().min(1).max(40);

export const statSheetOperationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), list: listNameSchema, entry: entrySchema }),
  z.object({
    op: z.literal('update'),
    list: listNameSchema,
    index: z.int().min(0).max(1000),
    /** The entry as the admin's screen showed it. */
    before: entrySchema,
    entry: entrySchema,
  }),
  z.object({
    op: z.literal('remove'),
    list: listNameSchema,
    index: z.int().min(0).max(1000),
    before: entrySchema,
  }),
  /**
   * Adds `by` (negative to take back) to one tally of the entry matching `match` (a player, a
   * player and a kind), creating the entry at zero first. Tallies never conflict.
   */
  z.object({
    op: z.literal('increment'),
    list: listNameSchema,
    match: z.record(z.string(), z.union([z.string().max(64), z.number()])),
    field: z.string().trim().min(1).max(40),
    by: z.number().min(-1000).max(1000),
  }),
  /** Adds `by` to one key of a rugby team stat group for a side. */
  z.object({
    op: z.literal('incrementGroup'),
    group: z.enum(rugbyStatGroups),
    side: teamSideSchema,
    field: z.string().trim().min(1).max(40),
    by: z.number().min(-1000).max(1000),
  }),
]);
export type StatSheetOperation = z.infer<typeof statSheetOperationSchema>;

export type StatSheetOperationResult =
  | { ok: true; sheet: GameStatSheet }
  | { ok: false; kind: 'conflict' | 'invalid'; message: string; field?: string };

type Entry = Record<string, unknown>;
export type StatSheetEntrySchema = z.ZodType<Entry> & { shape: Record<string, z.ZodType> };

/** The entry schema of a list of the sheet's sport, or null when the sport has no such list. */
export function statSheetEntrySchema(sport: SportFamily, list: string): StatSheetEntrySchema | null {
  if (!(statSheetLists[sport] as readonly string[]).includes(list)) return null;
  const field = (sheetSchemas[sport].shape as Record<string, z.ZodType>)[list];
  // Each list is z.array(entry).max(n).default([]).
  const array = (field as unknown as { unwrap(): { element: StatSheetEntrySchema } }).unwrap();
  return array.element;
}

const playerFields = ['scorerId', 'assist1Id', 'assist2Id', 'goalieId', 'playerId', 'assistId'] as const;

/** Our players an entry names (the server checks they are the team's). */
export function listEntryPlayerIds(entry: Entry): string[] {
  return playerFields
    .map((field) => entry[field])
    .filter((id): id is string => typeof id === 'string' && id !== '');
}

/** Fields naming one of our players that an opponent entry must leave empty (its names are typed). */
const opponentIdFields = ['scorerId', 'assist1Id', 'assist2Id', 'playerId', 'assistId'] as const;
/** Typed opponent names, which our entries do not carry. */
const opponentNameFields = ['scorerName', 'assist1Name', 'assist2Name', 'playerName', 'assistName'] as const;

/**
 * An entry as stored: our side's entries name players by id (typed names are dropped), and our
 * goalie is only asked on the opponent's goals (who was in net).
 */
function normalizeEntry(list: string, entry: Entry): Entry {
  if (entry.team !== 'us') return entry;
  const next = { ...entry };
  for (const field of opponentNameFields) if (field in next) next[field] = '';
  if (list === 'goals') next.goalieId = '';
  return next;
}

/** The rules beyond each field's own: who scored or was penalised, when it is ours. */
function checkEntry(list: string, entry: Entry): { field: string; message: string } | null {
  const ours = entry.team === 'us';
  if (entry.team === 'them') {
    const named = opponentIdFields.find((field) => typeof entry[field] === 'string' && entry[field] !== '');
    if (named && !perPlayerLists.includes(list))
      return { field: named, message: statSheetMessages.opponentPlayer };
  }
  if (list === 'goals' && ours && !entry.scorerId)
    return { field: 'scorerId', message: statSheetMessages.chooseScorer };
  if (['tries', 'penalties', 'fouls'].includes(list) && ours && !entry.playerId) {
    return { field: 'playerId', message: statSheetMessages.choosePlayer };
  }
  if (perPlayerLists.includes(list) && (ours || !('team' in entry)) && !entry.playerId) {
    return { field: 'playerId', message: statSheetMessages.choosePlayer };
  }
  return null;
}

/** Lists of one player's tallies (a side's face-offs and ground balls name our player either way). */
const perPlayerLists = [
  'highlightsPerPlayer',
  'faceOffs',
  'goalieActions',
  'bodyChecks',
  'playerStats',
  'groundBalls',
  'turnOvers',
];

const sameEntry = (a: Entry, b: Entry) => JSON.stringify(a) === JSON.stringify(b);

function parseEntry(
  schema: StatSheetEntrySchema,
  raw: Entry,
): { entry: Entry } | { field: string; message: string } {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { field: String(issue?.path[0] ?? ''), message: issue?.message ?? parsed.error.message };
  }
  return { entry: parsed.data };
}

/** Adds `by` to one tally of the first entry matching `match`, creating it at zero; never below zero. */
function adjustTally(list: Entry[], match: Entry, field: string, by: number): void {
  const entry = list.find((e) => Object.entries(match).every(([key, value]) => e[key] === value));
  if (entry) entry[field] = Math.max(0, Number(entry[field] ?? 0) + by);
  else if (by > 0) list.push({ ...match, [field]: by });
}

/**
 * A goal is a shot on goal (decision 018): entering our goal counts a shot on goal for the
 * scorer, and the opponent's goal a shot faced by our goalie in net (on their line of that
 * period, else their latest line, else a new line). Removing the goal takes the shot back.
 */
function applyGoalShot(sheet: Record<string, unknown>, goal: Entry, by: 1 | -1): void {
  if (goal.team === 'us' && goal.scorerId) {
    const tallies = sheet.highlightsPerPlayer as Entry[];
    adjustTally(tallies, { playerId: goal.scorerId, type: 'shotsOnGoal' }, 'number', by);
    return;
  }
  if (goal.team !== 'them' || !goal.goalieId) return;
  const lines = (sheet.goalieActions as Entry[]).filter((line) => line.playerId === goal.goalieId);
  const usable = by > 0 ? lines : lines.filter((line) => Number(line.shotsOnGoal) > Number(line.shotsSaved));
  const line = usable.find((l) => l.period === goal.period) ?? usable.at(-1);
  if (line) line.shotsOnGoal = Number(line.shotsOnGoal) + by;
  else if (by > 0)
    (sheet.goalieActions as Entry[]).push({
      period: goal.period,
      playerId: goal.goalieId,
      shotsOnGoal: 1,
      shotsSaved: 0,
      minutes: 0,
    });
}

/** The sheet after one operation, or why it was refused. The input sheet is never changed. */
export function applyStatSheetOperation(
  stored: GameStatSheet,
  operation: StatSheetOperation,
): StatSheetOperationResult {
  // A sheet stored before a field was added gets its default, so entries compare as the admin saw them.
  const sheet = gameStatSheetSchema.safeParse(stored).data ?? stored;
  const invalid = (message: string, field?: string): StatSheetOperationResult => ({
    ok: false,
    kind: 'invalid',
    message,
    field,
  });
  const next = JSON.parse(JSON.stringify(sheet)) as Record<string, unknown>;

  if (operation.op === 'incrementGroup') {
    if (sheet.sport !== 'rugby') return invalid(statSheetMessages.unknownList);
    const group = (next[operation.group] as Record<string, Record<string, number>>)[operation.side];
    const current = group?.[operation.field];
    if (!group || current === undefined) return invalid(statSheetMessages.unknownList, operation.field);
    const value = current + operation.by;
    if (value < 0) return invalid(statSheetMessages.belowZero, operation.field);
    group[operation.field] = value;
    return finish(sheet, next);
  }

  const schema = statSheetEntrySchema(sheet.sport, operation.list);
  if (!schema) return invalid(statSheetMessages.unknownList);
  const list = next[operation.list] as Entry[];
  const entryName = statSheetEntryNames[operation.list as StatSheetList];

  if (operation.op === 'increment') {
    if (!(operation.field in schema.shape)) return invalid(statSheetMessages.unknownList, operation.field);
    const index = list.findIndex((entry) =>
      Object.entries(operation.match).every(([key, value]) => entry[key] === value),
    );
    const base: Entry = list[index] ?? { ...operation.match };
    const value = Number(base[operation.field] ?? 0) + operation.by;
    if (value < 0) return invalid(statSheetMessages.belowZero, operation.field);
    const entry = { ...base, [operation.field]: value };
    const parsed = parseEntry(schema, entry);
    if ('message' in parsed) return invalid(parsed.message, parsed.field);
    const problem = checkEntry(operation.list, parsed.entry);
    if (problem) return invalid(problem.message, problem.field);
    if (index >= 0) list[index] = parsed.entry;
    else list.push(parsed.entry);
    return finish(sheet, next);
  }

  const isGoal = operation.list === 'goals';
  if (operation.op === 'add') {
    const parsed = parseEntry(schema, normalizeEntry(operation.list, operation.entry));
    if ('message' in parsed) return invalid(parsed.message, parsed.field);
    const problem = checkEntry(operation.list, parsed.entry);
    if (problem) return invalid(problem.message, problem.field);
    list.push(parsed.entry);
    if (isGoal) applyGoalShot(next, parsed.entry, 1);
    return finish(sheet, next);
  }

  // update or remove: only the entry the admin saw.
  const seen = list[operation.index];
  const before = parseEntry(schema, operation.before);
  if (!seen || 'message' in before || !sameEntry(seen, before.entry)) {
    return { ok: false, kind: 'conflict', message: statSheetMessages.changedMeanwhile(entryName) };
  }
  if (operation.op === 'remove') {
    list.splice(operation.index, 1);
    if (isGoal) applyGoalShot(next, seen, -1);
    return finish(sheet, next);
  }
  const parsed = parseEntry(schema, normalizeEntry(operation.list, operation.entry));
  if ('message' in parsed) return invalid(parsed.message, parsed.field);
  const problem = checkEntry(operation.list, parsed.entry);
  if (problem) return invalid(problem.message, problem.field);
  list[operation.index] = parsed.entry;
  if (isGoal) {
    applyGoalShot(next, seen, -1);
    applyGoalShot(next, parsed.entry, 1);
  }
  return finish(sheet, next);
}

/**
 * The whole sheet is checked again (list limits included) before it is stored, and refused when
 * it no longer adds up where it did before (stat-sheet-checks.ts).
 */
function finish(before: GameStatSheet, next: Record<string, unknown>): StatSheetOperationResult {
  const parsed = gameStatSheetSchema.safeParse(next);
  if (!parsed.success)
    return { ok: false, kind: 'invalid', message: parsed.error.issues[0]?.message ?? parsed.error.message };
  const problem = findNewStatSheetProblem(before, parsed.data);
  if (problem) return { ok: false, kind: 'invalid', message: problem.message, field: problem.field };
  return { ok: true, sheet: parsed.data };
}

/**
 * Our goalie in net, the default of "which of our goalies was in net" on an opponent goal: the
 * goalie of the latest line in that period, else of the latest line, else the last one who
 * conceded; '' when the sheet names no goalie yet.
 */
export function findGoalieInNet(sheet: GameStatSheet, period: string): string {
  if (sheet.sport === 'rugby') return '';
  const lines = sheet.goalieActions.filter((line) => line.playerId !== '');
  const line = lines.findLast((l) => l.period === period) ?? lines.at(-1);
  if (line) return line.playerId;
  return sheet.goals.findLast((g) => g.team === 'them' && g.goalieId !== '')?.goalieId ?? '';
}

/** "12:05" from 725 seconds: the game clock within a period. */
export function formatGameClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds from "12:05" (or "12"), null when it is not a clock time. */
export function parseGameClock(value: string): number | null {
  const match = /^\s*(\d{1,3})(?::([0-5]\d))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

/** GET /api/games/:id/sheet and the answer of each operation: the sheet and what it adds up to. */
export const gameSheetViewSchema = z.object({
  game: z.object({
    id: z.string(),
    title: z.string(),
    status: gameStatusSchema,
    homeGame: z.boolean(),
    opponentName: z.string(),
    sport: sportFamilySchema,
    /** Whether hits are tallied (not in women's ice hockey or lacrosse). */
    bodyChecks: z.boolean(),
  }),
  /** Whether the sheet can be changed now (the game is in progress or finished). */
  isOpen: z.boolean(),
  sheet: gameStatSheetSchema,
  /** The game's players: its line-up, or the current roster when it has none. */
  players: z.array(z.object({ id: z.string(), name: z.string(), number: z.string(), position: z.string() })),
  score: z.object({ us: z.number(), them: z.number() }),
  /** When the sheet was last saved: the portal polls and refreshes when it moves. */
  updatedAt: z.string(),
});
export type GameSheetView = z.infer<typeof gameSheetViewSchema>;
