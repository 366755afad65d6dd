import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const GamesPage = lazyPage(() => import('./games-page.tsx'), 'GamesPage');

/** The Games tab of the Seasons & Games section. */
export const gamesRoutes: RouteObject[] = [
  { path: `${portalPaths.seasons}/games/*`, element: <GamesPage /> },
];
