import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadStaffPages = () => import('./staff-pages.tsx');
const CoachesPage = lazyPage(loadStaffPages, 'CoachesPage');
const ExecutiveBoardPage = lazyPage(loadStaffPages, 'ExecutiveBoardPage');

export const staffRoutes: RouteObject[] = [
  { path: `${portalPaths.coaches}/*`, element: <CoachesPage /> },
  { path: `${portalPaths.executiveboard}/*`, element: <ExecutiveBoardPage /> },
];
