import { z } from 'zod';
import { getSportFamily, type SportFamily } from './sport-identity.ts';
import type { TeamSportsType } from './sports-types.ts';

/** Position choices per sport (spec part 2 §3; the rugby and lacrosse lists are completed by us). */
export const hockeyPositions = ['Forward', 'Winger', 'Center', 'Defensemen', 'Goalie'] as const;

/** Rugby union: the fifteen numbered roles first, then the general names players also use. */
export const rugbyPositions = [
  'Hooker',
  'Loosehead Prop',
  'Tighthead Prop',
  'Lock',
  'Blindside Flanker',
  'Openside Flanker',
  'Number 8',
  'Scrum-half',
  'Fly-half',
  'Inside Centre',
  'Outside Centre',
  'Left Wing',
  'Right Wing',
  'Fullback',
  'Prop',
  'Flanker',
  'Centre',
  'Wing',
  'Back Row',
] as const;

/** Lacrosse: men's field positions, then women's, with the long-stick midfielder last. */
export const lacrossePositions = [
  'Attackmen',
  'Midfielder',
  'Defensemen',
  'Goalie',
  'Face-off Specialist',
  'Short Stick Defensive Midfielder',
  'Attack Wing',
  'Center',
  'Defense Wing',
  'Point',
  'Cover Point',
  'Third Man',
  'Long Stick Midfielder',
] as const;

export type HockeyPosition = (typeof hockeyPositions)[number];
export type RugbyPosition = (typeof rugbyPositions)[number];
export type LacrossePosition = (typeof lacrossePositions)[number];
export type Position = HockeyPosition | RugbyPosition | LacrossePosition;

const positionsByFamily: Record<SportFamily, readonly Position[]> = {
  hockey: hockeyPositions,
  rugby: rugbyPositions,
  lacrosse: lacrossePositions,
};

export function listPositions(sportsType: TeamSportsType): readonly Position[] {
  return positionsByFamily[getSportFamily(sportsType)];
}

export function isPositionOfSport(sportsType: TeamSportsType, position: string): position is Position {
  return (listPositions(sportsType) as readonly string[]).includes(position);
}

export const positionSchemas = {
  hockey: z.enum(hockeyPositions),
  rugby: z.enum(rugbyPositions),
  lacrosse: z.enum(lacrossePositions),
} as const;

/**
 * The position as a person is described in a sentence: the lists name two roles in the plural
 * ("Defensemen", "Attackmen"); one player is a defenseman.
 */
export function describePositionInSentence(position: string): string {
  const singular: Record<string, string> = { Defensemen: 'Defenseman', Attackmen: 'Attackman' };
  return singular[position] ?? position;
}
