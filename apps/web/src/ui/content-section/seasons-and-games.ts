import type { SectionTab } from './section-tabs.tsx';

/** The two halves of the Seasons & Games side-menu section. */
export const seasonsAndGamesTabs: readonly SectionTab[] = [
  { label: 'Seasons', path: '/portal/seasons' },
  { label: 'Games', path: '/portal/seasons/games' },
];

/** Where a game's stat sheet is entered (its own full-width screen, for a phone at the rink). */
export function gameSheetPath(gameId: string): string {
  return `/portal/seasons/gamesheet/${encodeURIComponent(gameId)}`;
}
