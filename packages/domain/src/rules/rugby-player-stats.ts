import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import { computeRatio } from './ratios.ts';
import { rugbyPointValues } from './rugby-points.ts';

/**
 * A player's rugby statistics from game stat sheets (spec part 2 §3): one sheet for a game line,
 * a season's sheets for totals. Only our side's events count for our players.
 */
export interface RugbyPlayerStats {
  tries: number;
  tryAssists: number;
  conversions: number;
  conversionAttempts: number;
  penaltyGoals: number;
  penaltyKickAttempts: number;
  dropGoals: number;
  points: number;
  /** Goal kicks made / attempted (conversions and penalty kicks), 2 decimals; null without attempts. */
  kickingAccuracy: number | null;
  fouls: number;
  yellowCards: number;
  redCards: number;
  tackles: number;
  offloads: number;
  passes: number;
  carries: number;
  metersCarried: number;
  minsPlayed: number;
}

export function computeRugbyPlayerStats(
  playerId: string,
  sheets: readonly RugbyStatSheet[],
): RugbyPlayerStats {
  const isOurPlayer = (team: 'us' | 'them', id: string) => team === 'us' && id !== '' && id === playerId;
  const s: RugbyPlayerStats = {
    tries: 0,
    tryAssists: 0,
    conversions: 0,
    conversionAttempts: 0,
    penaltyGoals: 0,
    penaltyKickAttempts: 0,
    dropGoals: 0,
    points: 0,
    kickingAccuracy: null,
    fouls: 0,
    yellowCards: 0,
    redCards: 0,
    tackles: 0,
    offloads: 0,
    passes: 0,
    carries: 0,
    metersCarried: 0,
    minsPlayed: 0,
  };

  for (const sheet of sheets) {
    for (const t of sheet.tries) {
      if (isOurPlayer(t.team, t.playerId)) s.tries += 1;
      if (isOurPlayer(t.team, t.assistId)) s.tryAssists += 1;
    }
    for (const c of sheet.conversions) {
      if (!isOurPlayer(c.team, c.playerId)) continue;
      s.conversionAttempts += 1;
      if (c.converted) s.conversions += 1;
    }
    for (const p of sheet.penaltyKicks) {
      if (!isOurPlayer(p.team, p.playerId)) continue;
      s.penaltyKickAttempts += 1;
      if (p.convertedToGoal) s.penaltyGoals += 1;
    }
    for (const d of sheet.dropGoals) if (isOurPlayer(d.team, d.playerId)) s.dropGoals += 1;
    for (const f of sheet.fouls) {
      if (!isOurPlayer(f.team, f.playerId)) continue;
      s.fouls += 1;
      if (f.yellowCard) s.yellowCards += 1;
      if (f.redCard) s.redCards += 1;
    }
    for (const line of sheet.playerStats) {
      if (line.playerId === '' || line.playerId !== playerId) continue;
      s.tackles += line.tackles;
      s.offloads += line.offloads;
      s.passes += line.passes;
      s.carries += line.carries;
      s.metersCarried += line.metersCarried;
      s.minsPlayed += line.minsPlayed;
    }
  }

  s.points =
    s.tries * rugbyPointValues.try +
    s.conversions * rugbyPointValues.conversion +
    s.penaltyGoals * rugbyPointValues.penaltyGoal +
    s.dropGoals * rugbyPointValues.dropGoal;
  s.kickingAccuracy = computeRatio(
    s.conversions + s.penaltyGoals,
    s.conversionAttempts + s.penaltyKickAttempts,
    2,
  );
  return s;
}
