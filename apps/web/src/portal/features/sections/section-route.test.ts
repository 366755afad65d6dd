import { buildPortalMenu } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { resolveSectionRedirect } from './section-route.tsx';

const websiteMenu = buildPortalMenu('WEBSITEANDSTORE', false);
const storeOnlyMenu = buildPortalMenu('STORE', true);

describe('resolveSectionRedirect', () => {
  it('sends a section without sub-path to its first sub-item', () => {
    expect(resolveSectionRedirect(websiteMenu, 'roster')).toBe('/portal/roster/roster');
    expect(resolveSectionRedirect(websiteMenu, 'tutorials')).toBe('/portal/tutorials/schedule');
  });

  it('sends hidden sub-items back to the first visible one', () => {
    expect(resolveSectionRedirect(storeOnlyMenu, 'analytics', 'website')).toBe('/portal/analytics/store');
    expect(resolveSectionRedirect(storeOnlyMenu, 'store', 'nothing')).toBe('/portal/store/overview');
  });

  it('keeps store sub-pages behind a payment account', () => {
    expect(resolveSectionRedirect(websiteMenu, 'store', 'tickets')).toBe('/portal/store');
  });

  it('sends sections the team does not have, and pages no feature answers, to the dashboard', () => {
    expect(resolveSectionRedirect(storeOnlyMenu, 'roster')).toBe('/portal/dashboard');
    expect(resolveSectionRedirect(websiteMenu, 'nothing')).toBe('/portal/dashboard');
    // A visible menu page reaches this route only when no feature answers it.
    expect(resolveSectionRedirect(storeOnlyMenu, 'store', 'tickets')).toBe('/portal/dashboard');
  });
});
