import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const GameSheetPage = lazyPage(() => import('./game-sheet-page.tsx'), 'GameSheetPage');

/** A game's sheet, opened from the Seasons & Games section. */
export const gameSheetRoutes: RouteObject[] = [
  { path: `${portalPaths.seasons}/gamesheet/:id`, element: <GameSheetPage /> },
];
