import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const SponsorsPage = lazyPage(() => import('./sponsors-page.tsx'), 'SponsorsPage');

export const sponsorsRoutes: RouteObject[] = [
  { path: `${portalPaths.sponsors}/*`, element: <SponsorsPage /> },
];
