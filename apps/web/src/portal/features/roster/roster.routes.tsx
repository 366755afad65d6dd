import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadRosterPages = () => import('./roster-pages.tsx');
const RosterPage = lazyPage(loadRosterPages, 'RosterPage');
const AlumniPage = lazyPage(loadRosterPages, 'AlumniPage');

export const rosterRoutes: RouteObject[] = [
  { path: `${portalPaths.roster.roster}/*`, element: <RosterPage /> },
  { path: `${portalPaths.roster.alumni}/*`, element: <AlumniPage /> },
];
