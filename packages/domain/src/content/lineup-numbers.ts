/**
 * Two players wearing one number in a game is almost always a slip (issue 19: a sample #4 next to
 * the admin's own #4), but it can be real (a number worn by a substitute in another half), so it is
 * a warning shown with the line-up, never a refused save.
 */
export interface SharedLineupNumber {
  number: string;
  playerIds: string[];
}

/** The numbers worn by more than one player of the line-up, in line-up order; blank numbers are skipped. */
export function findSharedLineupNumbers(
  players: readonly { playerId: string; number: string }[],
): SharedLineupNumber[] {
  const byNumber = new Map<string, string[]>();
  for (const player of players) {
    const number = player.number.trim().replace(/^#/, '');
    if (number === '') continue;
    byNumber.set(number, [...(byNumber.get(number) ?? []), player.playerId]);
  }
  return [...byNumber]
    .filter(([, playerIds]) => playerIds.length > 1)
    .map(([number, playerIds]) => ({ number, playerIds }));
}

/** "#4 is worn by 2 players in this line-up. Please check their numbers." */
export function describeSharedLineupNumber({ number, playerIds }: SharedLineupNumber): string {
  return `#${number} is worn by ${playerIds.length} players in this line-up. Please check their numbers.`;
}

/** The line-up's warnings, one per shared number. */
export function listLineupWarnings(players: readonly { playerId: string; number: string }[]): string[] {
  return findSharedLineupNumbers(players).map(describeSharedLineupNumber);
}
