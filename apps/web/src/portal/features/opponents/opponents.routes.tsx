import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const OpponentsPage = lazyPage(() => import('./opponents-page.tsx'), 'OpponentsPage');

export const opponentsRoutes: RouteObject[] = [
  { path: `${portalPaths.opponents}/*`, element: <OpponentsPage /> },
];
