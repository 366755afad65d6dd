import { describePositionInSentence } from '../sports/positions.ts';
import { getSportPronoun, getSportsTypeDisplayName } from '../sports/sport-identity.ts';
import type { TeamSportsType } from '../sports/sports-types.ts';

/**
 * A player's summary is either left empty or at least 70 characters (spec part 2 §5), so that
 * roster cards never show a stub; an empty one is replaced by a sentence built from the profile.
 */
export const minPlayerSummaryLength = 70;

export function isPlayerSummaryAcceptable(summary: string): boolean {
  const length = summary.trim().length;
  return length === 0 || length >= minPlayerSummaryLength;
}

export interface PlayerSummaryFacts {
  name: string;
  sportsType: TeamSportsType;
  position?: string;
  hometown?: string;
  /** Without it the sentence names the sport ("the Women's Ice Hockey Team"). */
  teamName?: string;
}

/** E.g. "Jane Doe plays Defenseman for Northeastern. She is from Boston, MA." */
export function buildAutoPlayerSummary(facts: PlayerSummaryFacts): string {
  const name = facts.name.trim();
  const position = facts.position?.trim();
  const hometown = facts.hometown?.trim();
  const team = facts.teamName?.trim() || `the ${getSportsTypeDisplayName(facts.sportsType)}`;
  const role = position ? `plays ${describePositionInSentence(position)} for` : 'plays for';
  const first = `${name} ${role} ${team}.`;
  return hometown ? `${first} ${getSportPronoun(facts.sportsType)} is from ${hometown}.` : first;
}

/** The summary to show: the player's own, or the automatic one when it is empty. */
export function resolvePlayerSummary(summary: string, facts: PlayerSummaryFacts): string {
  return summary.trim() || buildAutoPlayerSummary(facts);
}
