import { buildPortalMenu } from '@sideline/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sectionScreens } from './features/sections/section-screens.ts';
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
 * What answers `path`: a feature's own route, or a route of the sections feature showing the
 * placeholder screen of a page not built yet; 'nothing' when neither exists.
 */
function findScreen(path: string): 'feature' | 'placeholder' | 'nothing' {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route) return 'nothing';
  if (!sectionsRoutes.includes(route)) return 'feature';
  return sectionScreens[path] ? 'placeholder' : 'nothing';
}

describe('portal feature routes', () => {
  it('declare full portal paths', () => {
    for (const route of routes) expect(route.path, route.path).toMatch(/^\/portal\/./);
  });

  it('answer every page of the side menu, with a feature route or a placeholder screen', () => {
    expect(menuPages.size).toBeGreaterThan(50);
    for (const path of menuPages) expect(findScreen(path), path).not.toBe('nothing');
  });

  it('give the built pages their feature route rather than the placeholder', () => {
    for (const path of [
      '/portal/dashboard',
      '/portal/website/design',
      '/portal/roster/alumni',
      '/portal/custom/forms',
    ])
      expect(findScreen(path), path).toBe('feature');
    expect(findScreen('/portal/store/tickets')).toBe('placeholder');
  });

  it('notice a menu page that nothing answers', () => {
    expect(findScreen('/portal/tickets/checkin')).toBe('nothing');
  });

  it('leave no placeholder screen behind for a page a feature has built', () => {
    for (const path of Object.keys(sectionScreens)) expect(findScreen(path), path).toBe('placeholder');
  });
});
