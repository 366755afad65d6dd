import { describe, expect, it } from 'vitest';
import { buildPortalMenu, isPortalPageInMenu, resolveAnalyticsPath } from './portal-menu.ts';

const labels = (menu: ReturnType<typeof buildPortalMenu>) => menu.map((s) => s.label);

describe('portal side menu', () => {
  it('lists the store-only sections in the spec order', () => {
    expect(labels(buildPortalMenu('STORE', false))).toEqual([
      'Dashboard',
      'Analytics',
      'Marketplace',
      'Website',
      'Store/Tickets/Registration Forms',
      'Forms/Dues/Registrations',
      'Events',
      'Custom',
      'Help',
      'Settings',
    ]);
  });

  it('lists the website-and-store sections in the spec order', () => {
    expect(labels(buildPortalMenu('WEBSITEANDSTORE', false))).toEqual([
      'Dashboard',
      'Analytics',
      'Website',
      'Marketplace',
      'Store/Tickets/Registration Forms',
      'Player Dues & Forms',
      'Seasons & Games',
      'Events & Practice',
      'Articles',
      'Galleries',
      'Roster',
      'Coaches & Staff',
      'Executive Board',
      'Opponents',
      'Leagues',
      'Sponsors',
      'Custom',
      'Help',
      'Settings',
    ]);
  });

  it('shows store sub-items only with a payment account', () => {
    const store = (paid: boolean) => buildPortalMenu('WEBSITEANDSTORE', paid).find((s) => s.key === 'store');
    expect(store(false)?.children).toBeUndefined();
    expect(store(true)?.children?.map((c) => c.path)).toEqual([
      '/portal/store/overview',
      '/portal/store/settings',
      '/portal/store/schedule',
      '/portal/store/products',
      '/portal/store/tickets',
      '/portal/store/forms',
      '/portal/store/charges',
      '/portal/store/disputes',
      '/portal/store/payouts',
      '/portal/store/stripeaccount',
    ]);
  });

  it('hides store info, socials and tutorials for store-only teams', () => {
    const menu = buildPortalMenu('STORE', true);
    const childLabels = (key: string) => menu.find((s) => s.key === key)?.children?.map((c) => c.label);
    expect(childLabels('website')).toEqual(['Info', 'Design', 'Images', 'Google Info(SEO)']);
    expect(childLabels('help')).toEqual(['Schedule Call', 'Questions', 'Reviews']);
    expect(childLabels('analytics')).toEqual(['Store']);
    expect(buildPortalMenu('WEBSITEANDSTORE', true).find((s) => s.key === 'website')?.children).toHaveLength(
      6,
    );
  });

  it('tells whether the menu lists a page, by website type and payment account', () => {
    for (const page of ['/portal/website/socials', '/portal/website/storeinfo']) {
      expect(isPortalPageInMenu(page, 'WEBSITEANDSTORE', false)).toBe(true);
      expect(isPortalPageInMenu(page, 'STORE', true)).toBe(false);
    }
    expect(isPortalPageInMenu('/portal/website/seo', 'STORE', false)).toBe(true);
    expect(isPortalPageInMenu('/portal/website', 'STORE', false)).toBe(true);
    expect(isPortalPageInMenu('/portal/store/products', 'WEBSITEANDSTORE', false)).toBe(false);
    expect(isPortalPageInMenu('/portal/store/products', 'WEBSITEANDSTORE', true)).toBe(true);
  });

  it('sends /portal/analytics to the store view for store-only teams', () => {
    expect(resolveAnalyticsPath('STORE')).toBe('/portal/analytics/store');
    expect(resolveAnalyticsPath('WEBSITEANDSTORE')).toBe('/portal/analytics/website');
  });
});
