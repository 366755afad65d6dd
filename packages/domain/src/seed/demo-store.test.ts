import { describe, expect, it } from 'vitest';
import { findFormFieldProblems } from '../forms/form-fields.ts';
import { isPaidFormType } from '../sports/form-types.ts';
import { selectableSportsTypes } from '../sports/sports-types.ts';
import { buildDemoStoreContent, demoJerseySizes, isDemoTeam } from './demo-store.ts';
import { buildNewTeamContent } from './new-team-content.ts';
import { seedImageNames } from './seed-images.ts';

const now = new Date('2026-03-10T15:00:00Z');

describe.each(selectableSportsTypes)('buildDemoStoreContent for %s', (sportsType) => {
  const { games } = buildNewTeamContent({ sportsType, teamName: 'Lakeshore Lynx', now });
  const store = buildDemoStoreContent({ sportsType, teamName: 'Lakeshore Lynx', games });

  it('sells a home jersey in S to XL with stock, a scarf, the sport’s ball or puck and stickers', () => {
    const names = store.products.map((p) => p.name);
    expect(names[0]).toBe('Home jersey');
    expect(names).toContain('Supporters scarf');
    expect(names).toContain('Sticker pack');
    expect(names.some((n) => /puck|ball/i.test(n))).toBe(true);
    const [jersey] = store.products;
    expect(jersey?.options).toEqual([{ title: 'Size', values: [...demoJerseySizes] }]);
    expect(jersey?.variants.map((v) => v.optionValues.Size)).toEqual([...demoJerseySizes]);
    expect(jersey?.variants.every((v) => (v.inventory ?? 0) > 0 && v.priceCents > 0)).toBe(true);
    expect(new Set(store.products.map((p) => p.urlId)).size).toBe(store.products.length);
    expect(new Set(store.products.flatMap((p) => p.variants.map((v) => v.sku))).size).toBe(
      store.products.reduce((sum, p) => sum + p.variants.length, 0),
    );
    for (const product of store.products) expect(seedImageNames).toContain(product.image);
  });

  it('has adult, student and child tickets for every upcoming home game', () => {
    const upcomingHome = games.filter((g) => g.homeGame && g.status === 'scheduled');
    expect(upcomingHome.length).toBeGreaterThan(0);
    expect(store.tickets.map((t) => t.gameKey)).toEqual(upcomingHome.map((g) => g.key));
    for (const ticket of store.tickets) {
      expect(ticket.tiers.map((t) => t.name)).toEqual(['Adult', 'Student', 'Child']);
      expect(ticket.tiers.every((t) => t.priceCents > 0)).toBe(true);
    }
  });

  it('has one priced registration form whose questions pass the form builder’s rules', () => {
    expect(store.forms).toHaveLength(1);
    const [form] = store.forms;
    expect(form && isPaidFormType(form.formType)).toBe(true);
    expect(findFormFieldProblems(form?.fields ?? [])).toEqual([]);
    const priced = form?.fields.flatMap((f) => f.options).filter((o) => o.priceCents > 0) ?? [];
    expect(priced.length).toBeGreaterThan(0);
  });
});

describe('isDemoTeam', () => {
  it('is true for a shared demo team and a private copy, false for a real team', () => {
    expect(isDemoTeam({ demoId: 'hockey', privateDemoExpiresAt: null })).toBe(true);
    expect(isDemoTeam({ demoId: null, privateDemoExpiresAt: now })).toBe(true);
    expect(isDemoTeam({ demoId: null, privateDemoExpiresAt: null })).toBe(false);
  });
});
