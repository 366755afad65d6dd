import { buildPortalMenu } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { resolveSectionPath } from './section-route.tsx';
import { sectionScreens } from './section-screens.ts';

const websiteMenu = buildPortalMenu('WEBSITEANDSTORE', false);
const storeOnlyMenu = buildPortalMenu('STORE', true);

describe('resolveSectionPath', () => {
  it('sends a section without sub-path to its first sub-item', () => {
    expect(resolveSectionPath(websiteMenu, 'roster')).toEqual({
      kind: 'redirect',
      to: '/portal/roster/roster',
    });
    expect(resolveSectionPath(websiteMenu, 'tutorials')).toEqual({
      kind: 'redirect',
      to: '/portal/tutorials/schedule',
    });
  });

  it('shows a sub-item and the deeper creation routes under it', () => {
    expect(resolveSectionPath(websiteMenu, 'roster', 'alumni')).toMatchObject({
      kind: 'screen',
      path: '/portal/roster/alumni',
    });
    expect(resolveSectionPath(websiteMenu, 'forms', 'formssubmitted')).toMatchObject({
      title: 'Submissions',
    });
  });

  it('sends hidden sub-items back to the first visible one', () => {
    expect(resolveSectionPath(storeOnlyMenu, 'analytics', 'website')).toEqual({
      kind: 'redirect',
      to: '/portal/analytics/store',
    });
  });

  it('keeps store sub-pages behind a payment account', () => {
    expect(resolveSectionPath(websiteMenu, 'store')).toMatchObject({ kind: 'screen', path: '/portal/store' });
    expect(resolveSectionPath(websiteMenu, 'store', 'tickets')).toEqual({
      kind: 'redirect',
      to: '/portal/store',
    });
    expect(resolveSectionPath(storeOnlyMenu, 'store', 'tickets')).toMatchObject({
      path: '/portal/store/tickets',
    });
  });

  it('sends sections the team does not have to the dashboard', () => {
    expect(resolveSectionPath(storeOnlyMenu, 'roster')).toEqual({
      kind: 'redirect',
      to: '/portal/dashboard',
    });
    expect(resolveSectionPath(websiteMenu, 'nothing')).toEqual({ kind: 'redirect', to: '/portal/dashboard' });
  });

  it('has an empty-state screen for every menu page not built yet', () => {
    // Built pages have their own route in portal-app.tsx instead of a placeholder.
    const builtPages = new Set([
      '/portal/website/info',
      '/portal/website/design',
      '/portal/website/storeinfo',
      '/portal/website/images',
      '/portal/website/seo',
      '/portal/website/socials',
      '/portal/opponents',
      '/portal/leagues',
      '/portal/seasons',
      '/portal/roster/roster',
      '/portal/roster/alumni',
      '/portal/sponsors',
      '/portal/coaches',
      '/portal/executiveboard',
      '/portal/events/events',
      '/portal/events/practice',
      '/portal/events/eventsandpractice',
      '/portal/articles/articles',
      '/portal/articles/events',
      '/portal/articles/games',
      '/portal/articles/all',
      '/portal/custom/pages',
      '/portal/galleries/galleries',
      '/portal/galleries/articles',
      '/portal/galleries/events',
      '/portal/galleries/games',
      '/portal/galleries/all',
      '/portal/forms/formssubmitted',
      '/portal/forms/emails',
      '/portal/forms/playerdues',
      '/portal/forms/customforms',
      '/portal/forms/predevelopedforms',
      '/portal/custom/forms',
    ]);
    for (const menu of [buildPortalMenu('WEBSITEANDSTORE', true), buildPortalMenu('STORE', true)]) {
      for (const section of menu) {
        if (section.key === 'dashboard' || section.key === 'settings') continue;
        const paths = section.children ? section.children.map((c) => c.path) : [section.path];
        for (const path of paths.filter((p) => !builtPages.has(p))) {
          expect(sectionScreens[path], path).toBeDefined();
        }
      }
    }
  });

  it('uses the spec wording for the prompts it quotes', () => {
    expect(sectionScreens['/portal/store/tickets']?.prompt).toBe('No Tickets Found');
  });
});
