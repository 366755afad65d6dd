import { buildPortalMenu } from '@sideline/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sectionsRoutes } from './features/sections/sections.routes.tsx';
import { portalFeatureRoutes } from './portal-routes.ts';

const routes = portalFeatureRoutes.flat();

/** Every page the side menu can list (a section's sub-items, or the section itself), for any team. */
const menuPages = new Set(
  (['WEBSITEANDSTORE', 'STORE'] as const).flatMap((websiteType) =>
    [true, false].flatMap((hasPaymentAccount) =>
      buildPortalMenu(websiteType, hasPaymentAccount).flatMap((section) =>
        section.children ? section.children.map((c) => c.path) : [section.path],
      ),
    ),
  ),
);

/**
 * What answers `path`: a feature's own route, or 'nothing' (no route, or only the sections
 * feature's redirect, which is no page).
 */
function findScreen(path: string): 'feature' | 'nothing' {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route || sectionsRoutes.includes(route)) return 'nothing';
  return 'feature';
}

describe('portal feature routes', () => {
  it('declare full portal paths', () => {
    for (const route of routes) expect(route.path, route.path).toMatch(/^\/portal\/./);
  });

  it('answer every page of the side menu with a feature route', () => {
    expect(menuPages.size).toBeGreaterThan(50);
    for (const path of menuPages) expect(findScreen(path), path).not.toBe('nothing');
  });

  it('give the built pages and their creation routes their feature route', () => {
    for (const path of [
      '/portal/dashboard',
      '/portal/website/design',
      '/portal/roster/alumni',
      '/portal/custom/forms',
      '/portal/store/tickets',
      '/portal/store/tickets/addticket',
      '/portal/store/forms',
    ])
      expect(findScreen(path), path).toBe('feature');
  });

  it('notice a menu page that nothing answers', () => {
    expect(findScreen('/portal/tickets/checkin')).toBe('nothing');
  });
});
