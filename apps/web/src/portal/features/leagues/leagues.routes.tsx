import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const LeaguesPage = lazyPage(() => import('./leagues-page.tsx'), 'LeaguesPage');

export const leaguesRoutes: RouteObject[] = [{ path: `${portalPaths.leagues}/*`, element: <LeaguesPage /> }];
