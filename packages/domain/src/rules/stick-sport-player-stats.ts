import type { StickSportStatSheet } from '../content/stick-sport-stat-sheets.ts';
import type { PeriodCode } from '../sports/periods.ts';
import { computeRatio } from './ratios.ts';

/**
 * A player's ice hockey or lacrosse statistics, derived from game stat sheets (spec part 2 §3
 * "Per-player stats"). Pass one sheet for a game line or all of a season's sheets for totals:
 * counts are summed first and ratios are computed from the sums.
 *
 * Only our side's entries count for our players; lists without a `team` (goalie actions, body
 * checks, per-player highlights) are recorded for our players only.
 */
export interface StickSportPlayerStats {
  goals: number;
  assists: number;
  points: number;
  powerPlayGoals: number;
  shortHandedGoals: number;
  gameWinningGoals: number;
  goalsByPeriod: Partial<Record<PeriodCode, number>>;
  shots: number;
  shotsOnGoal: number;
  blocks: number;
  penalties: number;
  penaltyMinutes: number;
  faceOffWins: number;
  bodyChecks: number;
  /** Goalie: shots on goal faced, shots saved, goals let in, minutes in net. */
  shotsAgainst: number;
  saves: number;
  goalsAgainst: number;
  goalieMinutes: number;
  /** saves / shotsAgainst with 3 decimals; null when no shots were faced. */
  savePercentage: number | null;
  /** Lacrosse only; 0 for ice hockey. */
  groundBalls: number;
  turnOvers: number;
}

export function computeStickSportPlayerStats(
  playerId: string,
  sheets: readonly StickSportStatSheet[],
): StickSportPlayerStats {
  const isPlayer = (id: string) => id !== '' && id === playerId;
  const s: StickSportPlayerStats = {
    goals: 0,
    assists: 0,
    points: 0,
    powerPlayGoals: 0,
    shortHandedGoals: 0,
    gameWinningGoals: 0,
    goalsByPeriod: {},
    shots: 0,
    shotsOnGoal: 0,
    blocks: 0,
    penalties: 0,
    penaltyMinutes: 0,
    faceOffWins: 0,
    bodyChecks: 0,
    shotsAgainst: 0,
    saves: 0,
    goalsAgainst: 0,
    goalieMinutes: 0,
    savePercentage: null,
    groundBalls: 0,
    turnOvers: 0,
  };
  let penaltySeconds = 0;

  for (const sheet of sheets) {
    for (const goal of sheet.goals) {
      if (goal.team === 'them') {
        if (isPlayer(goal.goalieId)) s.goalsAgainst += 1;
        continue;
      }
      if (isPlayer(goal.scorerId)) {
        s.goals += 1;
        if (goal.powerPlayGoal) s.powerPlayGoals += 1;
        if (goal.shortHandedGoal) s.shortHandedGoals += 1;
        if (goal.gameWinningGoal) s.gameWinningGoals += 1;
        s.goalsByPeriod[goal.period] = (s.goalsByPeriod[goal.period] ?? 0) + 1;
      }
      if (isPlayer(goal.assist1Id) || isPlayer(goal.assist2Id)) s.assists += 1;
    }
    for (const h of sheet.highlightsPerPlayer) {
      if (!isPlayer(h.playerId)) continue;
      if (h.type === 'shots') s.shots += h.number;
      if (h.type === 'shotsOnGoal') s.shotsOnGoal += h.number;
      if (h.type === 'blocks') s.blocks += h.number;
    }
    for (const p of sheet.penalties) {
      if (p.team !== 'us' || !isPlayer(p.playerId)) continue;
      s.penalties += 1;
      penaltySeconds += p.penaltyTimeInSeconds;
    }
    for (const f of sheet.faceOffs) if (f.team === 'us' && isPlayer(f.playerId)) s.faceOffWins += f.wins;
    for (const b of sheet.bodyChecks) if (isPlayer(b.playerId)) s.bodyChecks += b.hits;
    for (const g of sheet.goalieActions) {
      if (!isPlayer(g.playerId)) continue;
      s.shotsAgainst += g.shotsOnGoal;
      s.saves += g.shotsSaved;
      s.goalieMinutes += g.minutes;
    }
    if (sheet.sport === 'lacrosse') {
      for (const t of sheet.groundBalls)
        if (t.team === 'us' && isPlayer(t.playerId)) s.groundBalls += t.number;
      for (const t of sheet.turnOvers) if (t.team === 'us' && isPlayer(t.playerId)) s.turnOvers += t.number;
    }
  }

  s.points = s.goals + s.assists;
  s.penaltyMinutes = penaltySeconds / 60;
  s.savePercentage = computeRatio(s.saves, s.shotsAgainst, 3);
  return s;
}
