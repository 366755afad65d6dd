/**
 * A game's outcome from the two scores (spec part 2 §4): what is stored as winOrLoss, gameScore
 * and shutOut on the game record.
 */
export const gameResults = ['win', 'loss', 'tied'] as const;
export type GameResult = (typeof gameResults)[number];

export const gameResultLabels: Record<GameResult, string> = { win: 'Win', loss: 'Loss', tied: 'Tie' };
export const gameResultShortLabels: Record<GameResult, string> = { win: 'W', loss: 'L', tied: 'T' };

/** Points or goals of each side. */
export interface SideScores {
  us: number;
  them: number;
}

export function decideGameResult(score: SideScores): GameResult {
  if (score.us > score.them) return 'win';
  if (score.us === score.them) return 'tied';
  return 'loss';
}

/** A shutout is a game in which the opponent did not score. */
export function isShutout(score: SideScores): boolean {
  return score.them === 0;
}

/** The home side is named first: "ours-theirs" at home, "theirs-ours" away. */
export function formatGameScore(score: SideScores, isHomeGame: boolean): string {
  return isHomeGame ? `${score.us}-${score.them}` : `${score.them}-${score.us}`;
}

export interface GameResultSummary {
  winOrLoss: GameResult;
  gameScore: string;
  shutOut: boolean;
}

export function summarizeGameResult(score: SideScores, isHomeGame: boolean): GameResultSummary {
  return {
    winOrLoss: decideGameResult(score),
    gameScore: formatGameScore(score, isHomeGame),
    shutOut: isShutout(score),
  };
}
