import {
  computeGameScore,
  computeGameScoreByPeriod,
  computeRugbyPlayerStats,
  computeShotsOnGoalByPeriod,
  computeStickSportPlayerStats,
  deriveRugbyTeamStats,
  formatGameClock,
  formatRugbyAccuracy,
  formatSavePercentage,
  type GameStatSheet,
  getPeriodShortLabel,
  listGoalieLines,
  listPeriodCodes,
  listStickSportSheetPlayerIds,
  type PeriodCode,
  type RugbyStatSheet,
  recordsBodyChecks,
  type SportFamily,
  type StickSportStatSheet,
  type TeamSportsType,
} from '@sideline/domain';
import type { BoxScoreTableView, ScoreLineView, ScoringEventView } from '@sideline/site';

/**
 * A game's box score from its stored stat sheet: the line score per period (computed by the
 * domain's scoring rules), the scoring summary and the per-sport tables, every total from the
 * domain's statistics rule set (decision 018). Our players are named from the line-up; the
 * opponent's as the admin typed them, or as the opponent.
 */
export interface BoxScoreInput {
  sheet: GameStatSheet;
  /** The team's sport: women's hockey and lacrosse have no body checks. */
  sportsType: TeamSportsType;
  ourName: string;
  opponentName: string;
  isHomeGame: boolean;
  /** Our players by id: name and shirt number. */
  players: Map<string, { name: string; number: string }>;
}

export interface BoxScore {
  periodHeadings: string[];
  scoreLines: ScoreLineView[];
  scoring: ScoringEventView[];
  tables: BoxScoreTableView[];
}

const regulationPeriods: Record<SportFamily, readonly PeriodCode[]> = {
  rugby: ['h1', 'h2'],
  lacrosse: ['p1', 'p2', 'p3', 'p4'],
  hockey: ['p1', 'p2', 'p3'],
};

/** Regulation periods always, extra periods and "not recorded" only when something was scored in them. */
function periodsShown(family: SportFamily, scored: Set<string>): PeriodCode[] {
  return listPeriodCodes(family).filter(
    (code) => regulationPeriods[family].includes(code) || scored.has(code),
  );
}

const periodHeading = (family: SportFamily, period: PeriodCode) =>
  period === 'na' ? '—' : getPeriodShortLabel(family, period);

function buildLineScore(input: BoxScoreInput, family: SportFamily) {
  const byPeriod = computeGameScoreByPeriod(input.sheet);
  const total = computeGameScore(input.sheet);
  const periods = periodsShown(family, new Set(Object.keys(byPeriod)));
  const line = (side: 'us' | 'them', name: string): ScoreLineView => ({
    side: name,
    periods: periods.map((p) => String(byPeriod[p]?.[side] ?? 0)),
    total: String(total[side]),
  });
  const us = line('us', input.ourName);
  const them = line('them', input.opponentName);
  return {
    periodHeadings: periods.map((p) => periodHeading(family, p)),
    // Box scores list the visitors first.
    scoreLines: input.isHomeGame ? [them, us] : [us, them],
    periodOrder: periods,
  };
}

export function buildBoxScore(input: BoxScoreInput): BoxScore {
  const family: SportFamily = input.sheet.sport;
  const lineScore = buildLineScore(input, family);
  const nameOf = (id: string) => (id ? (input.players.get(id)?.name ?? 'Unknown player') : '');
  const sideName = (team: 'us' | 'them') => (team === 'us' ? input.ourName : input.opponentName);
  const order = (period: string) => listPeriodCodes(family).indexOf(period as PeriodCode);
  const event = (team: 'us' | 'them', period: string, seconds: number, description: string) => ({
    sortKey: order(period) * 100_000 + seconds,
    view: {
      period: period === 'na' ? '' : getPeriodShortLabel(family, period),
      time: period === 'na' && seconds === 0 ? '' : formatGameClock(seconds),
      team: sideName(team),
      description,
    },
  });
  const built =
    input.sheet.sport === 'rugby'
      ? buildRugby(input, input.sheet, nameOf, event)
      : buildStickSport(input, input.sheet, nameOf, event);
  return {
    periodHeadings: lineScore.periodHeadings,
    scoreLines: lineScore.scoreLines,
    scoring: built.events.sort((a, b) => a.sortKey - b.sortKey).map((e) => e.view),
    tables: built.tables,
  };
}

type MakeEvent = (
  team: 'us' | 'them',
  period: string,
  seconds: number,
  description: string,
) => { sortKey: number; view: ScoringEventView };

/** A penalty or card: when, which side, who, for what, and what it cost. */
function disciplineRow(
  input: BoxScoreInput,
  family: SportFamily,
  event: {
    period: string;
    timeInSeconds: number;
    team: 'us' | 'them';
    playerId: string;
    playerName: string;
    offence: string;
  },
  nameOf: (id: string) => string,
  outcome: string,
): string[] {
  return [
    event.period === 'na' ? '—' : getPeriodShortLabel(family, event.period),
    formatGameClock(event.timeInSeconds),
    event.team === 'us' ? input.ourName : input.opponentName,
    (event.team === 'us' ? nameOf(event.playerId) : event.playerName) || '—',
    event.offence || '—',
    outcome,
  ];
}

/**
 * A row per player of the line-up, by shirt number, and for anyone else the sheet names (a player
 * since left the line-up), so the rows always add up to the team's totals.
 */
function rosterRows(
  input: BoxScoreInput,
  sheetPlayerIds: readonly string[],
  build: (id: string) => (string | number)[] | null,
): string[][] {
  const others = sheetPlayerIds
    .filter((id) => !input.players.has(id))
    .map((id) => [id, { name: 'Unknown player', number: '' }] as const);
  return [...input.players.entries(), ...others]
    .sort(([, a], [, b]) => (Number.parseInt(a.number, 10) || 999) - (Number.parseInt(b.number, 10) || 999))
    .flatMap(([id, p]) => {
      const cells = build(id);
      return cells ? [[`${p.number ? `#${p.number} ` : ''}${p.name}`, ...cells.map(String)]] : [];
    });
}

/** The team line under a player table: the sum of each numeric column. */
function totalsRow(label: string, rows: string[][], summed: readonly boolean[]): string[] {
  return [
    label,
    ...summed.map((isSummed, i) =>
      isSummed ? String(rows.reduce((sum, row) => sum + (Number(row[i + 1]) || 0), 0)) : '',
    ),
  ];
}

function buildStickSport(
  input: BoxScoreInput,
  sheet: StickSportStatSheet,
  nameOf: (id: string) => string,
  event: MakeEvent,
) {
  const events = sheet.goals.map((goal) => {
    const flags = [
      goal.powerPlayGoal ? 'PP' : '',
      goal.shortHandedGoal ? 'SH' : '',
      goal.emptyNetGoal ? 'EN' : '',
      goal.gameWinningGoal ? 'GWG' : '',
    ].filter(Boolean);
    const ours = goal.team === 'us';
    const assists = (
      ours ? [nameOf(goal.assist1Id), nameOf(goal.assist2Id)] : [goal.assist1Name, goal.assist2Name]
    ).filter(Boolean);
    // The side is named beside the description, so an opponent goal without a typed scorer is "Goal".
    const scorer = (ours ? nameOf(goal.scorerId) : goal.scorerName) || 'Goal';
    const named = ours ? goal.scorerId : goal.scorerName;
    const description = `${scorer}${assists.length ? ` (${assists.join(', ')})` : named ? ' (unassisted)' : ''}${flags.length ? ` · ${flags.join(', ')}` : ''}`;
    return event(goal.team, goal.period, goal.timeInSeconds, description);
  });
  const isLacrosse = sheet.sport === 'lacrosse';
  const withHits = recordsBodyChecks(input.sportsType);
  const sheetPlayerIds = listStickSportSheetPlayerIds(sheet);
  const skaterColumns = [
    'Player',
    'G',
    'A',
    'PTS',
    'SOG',
    'PIM',
    'FOW',
    ...(withHits ? ['HITS'] : []),
    ...(isLacrosse ? ['GB', 'TO'] : []),
  ];
  const skaters = rosterRows(input, sheetPlayerIds, (id) => {
    const s = computeStickSportPlayerStats(id, [sheet]);
    return [
      s.goals,
      s.assists,
      s.points,
      s.shotsOnGoal,
      s.penaltyMinutes,
      s.faceOffWins,
      ...(withHits ? [s.bodyChecks] : []),
      ...(isLacrosse ? [s.groundBalls, s.turnOvers] : []),
    ];
  });
  const goalieLines = new Map(listGoalieLines(sheet).map((line) => [line.playerId, line]));
  const goalies = rosterRows(input, [...goalieLines.keys()], (id) => {
    const line = goalieLines.get(id);
    if (!line) return null;
    return [
      line.shotsAgainst,
      line.saves,
      line.goalsAgainst,
      formatSavePercentage(line.savePercentage),
      line.minutes,
    ];
  });
  const penalties = sheet.penalties.map((p) =>
    disciplineRow(
      input,
      sheet.sport,
      p,
      nameOf,
      `${p.type === 'major' ? 'Major' : 'Minor'}, ${Math.round(p.penaltyTimeInSeconds / 60)} min`,
    ),
  );
  const tables: BoxScoreTableView[] = [
    {
      heading: isLacrosse ? 'Players' : 'Skaters',
      columns: skaterColumns,
      rows: skaters,
      totals: totalsRow(
        'Team',
        skaters,
        skaterColumns.slice(1).map(() => true),
      ),
    },
  ];
  if (goalies.length > 0)
    tables.push({ heading: 'Goalies', columns: ['Goalie', 'SA', 'SV', 'GA', 'SV%', 'MIN'], rows: goalies });
  const shots = computeShotsOnGoalByPeriod(sheet, regulationPeriods[sheet.sport]);
  if (shots.total.us + shots.total.them > 0) {
    const side = (name: string, values: number[], total: number) => [
      name,
      ...values.map(String),
      String(total),
    ];
    const lines = [
      side(input.ourName, shots.us, shots.total.us),
      side(input.opponentName, shots.them, shots.total.them),
    ];
    tables.push({
      heading: 'Shots on goal',
      columns: ['Team', ...shots.periods.map((p) => periodHeading(sheet.sport, p)), 'T'],
      rows: input.isHomeGame ? lines.reverse() : lines,
      lastColumnIsTotal: true,
    });
  }
  if (penalties.length > 0) {
    tables.push({
      heading: 'Penalties',
      columns: ['Period', 'Time', 'Team', 'Player', 'Offence', 'Penalty'],
      rows: penalties,
    });
  }
  return { events, tables };
}

function buildRugby(
  input: BoxScoreInput,
  sheet: RugbyStatSheet,
  nameOf: (id: string) => string,
  event: MakeEvent,
) {
  // Our players by name (or "kicker" when not recorded); the opponent's as typed, or the opponent.
  const who = (e: { team: 'us' | 'them'; playerId: string; playerName: string }, fallback: string) =>
    e.team === 'us' ? nameOf(e.playerId) || fallback : e.playerName || input.opponentName;
  const events = [
    ...sheet.tries.map((t) => {
      const assist = t.team === 'us' ? nameOf(t.assistId) : t.assistName;
      return event(
        t.team,
        t.period,
        t.timeInSeconds,
        `Try: ${who(t, 'try scorer')}${assist ? ` (assist ${assist})` : ''}`,
      );
    }),
    ...sheet.conversions
      .filter((c) => c.converted)
      .map((c) => event(c.team, c.period, c.timeInSeconds, `Conversion: ${who(c, 'kicker')}`)),
    ...sheet.penaltyKicks
      .filter((p) => p.convertedToGoal)
      .map((p) => event(p.team, p.period, p.timeInSeconds, `Penalty goal: ${who(p, 'kicker')}`)),
    ...sheet.dropGoals.map((d) => event(d.team, d.period, d.timeInSeconds, `Drop goal: ${who(d, 'kicker')}`)),
  ];
  const sheetPlayerIds = sheet.playerStats.map((line) => line.playerId).filter(Boolean);
  const players = rosterRows(input, sheetPlayerIds, (id) => {
    const s = computeRugbyPlayerStats(id, [sheet]);
    return [
      s.tries,
      s.points,
      s.tackles,
      s.carries,
      s.metersCarried,
      s.passes,
      s.offloads,
      formatRugbyAccuracy(s.kickingAccuracy),
      s.minsPlayed,
    ];
  });
  const cards = sheet.fouls
    .filter((f) => f.yellowCard || f.redCard)
    .map((f) => disciplineRow(input, 'rugby', f, nameOf, f.redCard ? 'Red' : 'Yellow'));
  const pair = (label: string, us: number, them: number) => [label, String(us), String(them)];
  const team = deriveRugbyTeamStats(sheet);
  const o = team.offensive;
  const d = team.defensive;
  const sp = team.setPlay;
  // Only what was recorded for either side: a row of zeros says nothing.
  const teamStats = [
    pair('Possession %', o.us.possessionPercent, o.them.possessionPercent),
    pair('Territory %', o.us.territoryPercent, o.them.territoryPercent),
    pair('Metres carried', o.us.metersCarried, o.them.metersCarried),
    pair('Clean breaks', o.us.cleanBreaks, o.them.cleanBreaks),
    pair('Tackles', d.us.tackles, d.them.tackles),
    pair('Missed tackles', d.us.missedTackles, d.them.missedTackles),
    pair('Turnovers won', d.us.turnoversWon, d.them.turnoversWon),
    pair('Penalties conceded', d.us.penaltiesConceded, d.them.penaltiesConceded),
    pair('Scrums won', sp.us.scrumsWon, sp.them.scrumsWon),
    pair('Lineouts won', sp.us.lineoutsWon, sp.them.lineoutsWon),
    pair('Kicks in play', team.kicking.us.kicksInPlay, team.kicking.them.kicksInPlay),
  ].filter(([, us, them]) => us !== '0' || them !== '0');
  const tables: BoxScoreTableView[] = [
    {
      heading: 'Players',
      columns: ['Player', 'T', 'PTS', 'TKL', 'CAR', 'M', 'PASS', 'OFF', 'KICK', 'MIN'],
      rows: players,
      totals: totalsRow('Team', players, [true, true, true, true, true, true, true, false, false]),
    },
  ];
  if (teamStats.length > 0) {
    tables.push({
      heading: 'Team statistics',
      columns: ['Statistic', input.ourName, input.opponentName],
      rows: teamStats,
    });
  }
  if (cards.length > 0) {
    tables.push({
      heading: 'Cards',
      columns: ['Half', 'Time', 'Team', 'Player', 'Offence', 'Card'],
      rows: cards,
    });
  }
  return { events, tables };
}
