import { portalPaths, resolveAnalyticsPath } from '@sideline/domain';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';
import { useTeamSession } from '../../../ui/session/session-api.ts';

const loadSectionRoute = () => import('./section-route.tsx');
const SectionRoute = lazyPage(loadSectionRoute, 'SectionRoute');

function AnalyticsRedirect() {
  const { team } = useTeamSession();
  return <Navigate to={resolveAnalyticsPath(team.websiteType)} replace />;
}

/**
 * The `:section` routes answer any portal path no feature route matches: a section opens its first
 * page, a page the team cannot see goes to one it can (section-route.tsx).
 */
export const sectionsRoutes: RouteObject[] = [
  { path: portalPaths.analytics.index, element: <AnalyticsRedirect /> },
  { path: '/portal/:section', element: <SectionRoute /> },
  { path: '/portal/:section/:sub/*', element: <SectionRoute /> },
];
