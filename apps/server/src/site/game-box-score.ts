import {
  computeGameScore,
  computeGameScoreByPeriod,
  computeRugbyPlayerStats,
  computeStickSportPlayerStats,
  formatGameClock,
  formatRugbyAccuracy,
  formatSavePercentage,
  type GameStatSheet,
  getPeriodShortLabel,
  listPeriodCodes,
  type PeriodCode,
  type RugbyStatSheet,
  type SportFamily,
  type StickSportStatSheet,
} from '@sideline/domain';
import type { BoxScoreTableView, ScoreLineView, ScoringEventView } from '@sideline/web/site';

/**
 * A game's box score from its stored stat sheet: the line score per period (computed by the
 * domain's scoring rules), the scoring summary and the per-sport tables. Our players are named
 * from the line-up; the opponent's are not on record.
 */
export interface BoxScoreInput {
  sheet: GameStatSheet;
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

/** Regulation periods always, extra periods and "not recorded" only when something was scored in them. */
function periodsShown(family: SportFamily, scored: Set<string>): PeriodCode[] {
  const regulation =
    family === 'rugby' ? ['h1', 'h2'] : family === 'lacrosse' ? ['p1', 'p2', 'p3', 'p4'] : ['p1', 'p2', 'p3'];
  return listPeriodCodes(family).filter((code) => regulation.includes(code) || scored.has(code));
}

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
    periodHeadings: periods.map((p) => (p === 'na' ? '—' : getPeriodShortLabel(family, p))),
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
  event: { period: string; timeInSeconds: number; team: 'us' | 'them'; playerId: string; offence: string },
  nameOf: (id: string) => string,
  outcome: string,
): string[] {
  return [
    event.period === 'na' ? '—' : getPeriodShortLabel(family, event.period),
    formatGameClock(event.timeInSeconds),
    event.team === 'us' ? input.ourName : input.opponentName,
    nameOf(event.playerId) || '—',
    event.offence || '—',
    outcome,
  ];
}

function rosterRows(input: BoxScoreInput, build: (id: string) => (string | number)[] | null): string[][] {
  return [...input.players.entries()]
    .sort(([, a], [, b]) => (Number.parseInt(a.number, 10) || 999) - (Number.parseInt(b.number, 10) || 999))
    .flatMap(([id, p]) => {
      const cells = build(id);
      return cells ? [[`${p.number ? `#${p.number} ` : ''}${p.name}`, ...cells.map(String)]] : [];
    });
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
    const assists = [nameOf(goal.assist1Id), nameOf(goal.assist2Id)].filter(Boolean);
    const scorer = nameOf(goal.scorerId) || 'Goal';
    const description = `${scorer}${assists.length ? ` (${assists.join(', ')})` : goal.scorerId ? ' (unassisted)' : ''}${flags.length ? ` · ${flags.join(', ')}` : ''}`;
    return event(goal.team, goal.period, goal.timeInSeconds, description);
  });
  const isLacrosse = sheet.sport === 'lacrosse';
  const skaterColumns = [
    'Player',
    'G',
    'A',
    'PTS',
    'SOG',
    'PIM',
    'FOW',
    'HITS',
    ...(isLacrosse ? ['GB', 'TO'] : []),
  ];
  const skaters = rosterRows(input, (id) => {
    const s = computeStickSportPlayerStats(id, [sheet]);
    return [
      s.goals,
      s.assists,
      s.points,
      s.shotsOnGoal,
      s.penaltyMinutes,
      s.faceOffWins,
      s.bodyChecks,
      ...(isLacrosse ? [s.groundBalls, s.turnOvers] : []),
    ];
  });
  const goalieIds = new Set(sheet.goalieActions.map((g) => g.playerId).filter(Boolean));
  const goalies = rosterRows(input, (id) => {
    if (!goalieIds.has(id)) return null;
    const s = computeStickSportPlayerStats(id, [sheet]);
    return [s.shotsAgainst, s.saves, s.goalsAgainst, formatSavePercentage(s.savePercentage), s.goalieMinutes];
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
    { heading: isLacrosse ? 'Players' : 'Skaters', columns: skaterColumns, rows: skaters },
  ];
  if (goalies.length > 0)
    tables.push({ heading: 'Goalies', columns: ['Goalie', 'SA', 'SV', 'GA', 'SV%', 'MIN'], rows: goalies });
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
  const who = (id: string, fallback: string) => nameOf(id) || fallback;
  const events = [
    ...sheet.tries.map((t) =>
      event(
        t.team,
        t.period,
        t.timeInSeconds,
        `Try: ${who(t.playerId, 'try scorer')}${t.assistId ? ` (assist ${nameOf(t.assistId)})` : ''}`,
      ),
    ),
    ...sheet.conversions
      .filter((c) => c.converted)
      .map((c) => event(c.team, c.period, c.timeInSeconds, `Conversion: ${who(c.playerId, 'kicker')}`)),
    ...sheet.penaltyKicks
      .filter((p) => p.convertedToGoal)
      .map((p) => event(p.team, p.period, p.timeInSeconds, `Penalty goal: ${who(p.playerId, 'kicker')}`)),
    ...sheet.dropGoals.map((d) =>
      event(d.team, d.period, d.timeInSeconds, `Drop goal: ${who(d.playerId, 'kicker')}`),
    ),
  ];
  const players = rosterRows(input, (id) => {
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
  const o = sheet.offensive;
  const d = sheet.defensive;
  const sp = sheet.setPlay;
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
    pair('Kicks in play', sheet.kicking.us.kicksInPlay, sheet.kicking.them.kicksInPlay),
  ];
  const tables: BoxScoreTableView[] = [
    {
      heading: 'Players',
      columns: ['Player', 'T', 'PTS', 'TKL', 'CAR', 'M', 'PASS', 'OFF', 'KICK', 'MIN'],
      rows: players,
    },
    {
      heading: 'Team statistics',
      columns: ['Statistic', input.ourName, input.opponentName],
      rows: teamStats,
    },
  ];
  if (cards.length > 0) {
    tables.push({
      heading: 'Cards',
      columns: ['Half', 'Time', 'Team', 'Player', 'Offence', 'Card'],
      rows: cards,
    });
  }
  return { events, tables };
}
