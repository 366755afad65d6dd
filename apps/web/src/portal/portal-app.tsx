import { publicPathAliases } from '@sideline/domain';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { isLazyPage } from '../ui/lazy-page.ts';
import { portalHomePath } from '../ui/session/session-provider.tsx';
import { PortalLayout } from './layout/portal-layout.tsx';
import { PortalGuard } from './portal-guard.tsx';
import { portalFeatureRoutes } from './portal-routes.ts';

const portalPrefix = '/portal';

/** Path relative to /portal ('' for /portal itself). */
const toPortalRoutePath = (path: string) => path.slice(portalPrefix.length).replace(/^\//, '');

/** The domain's fixed aliases inside the portal (/portal, /portal/alumni, ...), relative to /portal. */
const portalAliasRoutes = Object.entries(publicPathAliases)
  .filter(([from]) => from === portalPrefix || from.startsWith(`${portalPrefix}/`))
  .map(([from, to]) => ({ path: toPortalRoutePath(from), to }));

/** Everything under /portal (spec part 1 §2 "Portal routes"): the fixed aliases and every feature's pages. */
const portalRoutes: RouteObject[] = [
  {
    element: <PortalGuard />,
    children: [
      {
        element: <PortalLayout />,
        children: [
          ...portalAliasRoutes.map(({ path, to }) => {
            const element = <Navigate key={path} to={to} replace />;
            return path ? { path, element } : { index: true, element };
          }),
          ...portalFeatureRoutes.flat().map((route) => ({
            ...route,
            path: route.path && toPortalRoutePath(route.path),
          })),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={portalHomePath} replace /> },
];

/** The portal, loaded as its own chunk, with a chunk per page. */
export function PortalApp() {
  return useRoutes(portalRoutes);
}

/**
 * Starts loading the chunk of the page at `pathname` (under /portal), so it has arrived when the
 * session has resumed rather than being asked for only then (docs/decisions/020-portal-load.md).
 */
export function preloadPortalPage(pathname: string): Promise<unknown> {
  const pages = (matchRoutes(portalRoutes, pathname, portalPrefix) ?? [])
    .map((match) => (match.route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyPage);
  return Promise.all(pages.map((page) => page.preload()));
}
