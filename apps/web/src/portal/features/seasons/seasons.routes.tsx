import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const SeasonsPage = lazyPage(() => import('./seasons-page.tsx'), 'SeasonsPage');

/** The Seasons & Games section; its games and game sheets are routes of their own features. */
export const seasonsRoutes: RouteObject[] = [{ path: `${portalPaths.seasons}/*`, element: <SeasonsPage /> }];
