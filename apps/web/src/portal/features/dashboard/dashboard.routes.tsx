import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const DashboardPage = lazyPage(() => import('./dashboard-page.tsx'), 'DashboardPage');
const PartnerPage = lazyPage(() => import('./partner-page.tsx'), 'PartnerPage');

export const dashboardRoutes: RouteObject[] = [
  { path: portalPaths.dashboard, element: <DashboardPage /> },
  { path: `${portalPaths.dashboard}/partner/:partnerId`, element: <PartnerPage /> },
];
