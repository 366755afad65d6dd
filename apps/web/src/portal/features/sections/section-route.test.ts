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

  it('uses the spec wording for the prompts it quotes', () => {
    expect(sectionScreens['/portal/store/tickets']?.prompt).toBe('No Tickets Found');
  });
});
