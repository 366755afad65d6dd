import { buildPortalMenu } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { buildDashboardCards } from './dashboard-cards.ts';

describe('buildDashboardCards', () => {
  it('shows every content count to a website-and-store team', () => {
    const cards = buildDashboardCards(buildPortalMenu('WEBSITEANDSTORE', true));
    expect(cards.map((c) => c.key)).toContain('players');
    expect(cards.find((c) => c.key === 'alumni')?.path).toBe('/portal/roster/alumni');
    expect(cards.find((c) => c.key === 'tickets')?.path).toBe('/portal/store/tickets');
  });

  it('links store counts to the store page while there is no payment account', () => {
    const cards = buildDashboardCards(buildPortalMenu('WEBSITEANDSTORE', false));
    expect(cards.find((c) => c.key === 'products')?.path).toBe('/portal/store');
  });

  it('leaves out content a store-only team has no section for', () => {
    const keys = buildDashboardCards(buildPortalMenu('STORE', true)).map((c) => c.key);
    expect(keys).not.toContain('players');
    expect(keys).toContain('events');
    expect(keys).toContain('submissions');
  });
});
