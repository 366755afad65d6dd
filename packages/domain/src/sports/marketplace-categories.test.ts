import { describe, expect, it } from 'vitest';
import {
  canSeeMarketplaceCategory,
  isMarketplaceBrand,
  listMarketplaceCategories,
  marketplaceBrands,
  marketplaceCategories,
  marketplaceCategoryLabels,
  marketplaceProductCategories,
} from './marketplace-categories.ts';

describe('marketplace categories', () => {
  it('has the sixteen pages, seven of them product categories', () => {
    expect(marketplaceCategories).toHaveLength(16);
    expect(marketplaceProductCategories).toHaveLength(7);
    expect(marketplaceBrands).toHaveLength(9);
    expect(isMarketplaceBrand('bauer')).toBe(true);
    expect(isMarketplaceBrand('skates')).toBe(false);
    expect(marketplaceCategoryLabels.greenbiscuit).toBe('Green Biscuit');
  });

  it('shows ice hockey teams every category and brand', () => {
    expect(listMarketplaceCategories('WOMENSICEHOCKEY')).toEqual([...marketplaceCategories]);
    expect(listMarketplaceCategories('MENSICEHOCKEY')).toHaveLength(16);
  });

  it('shows other sports team apparel, injury prevention, JOG, Adidas and Nike', () => {
    for (const s of ['MENSRUGBY', 'WOMENSRUGBY', 'MENSLACROSSE', 'WOMENSLACROSSE'] as const) {
      expect(listMarketplaceCategories(s)).toEqual(['teamapparel', 'preventsprain', 'jog', 'adidas', 'nike']);
    }
    expect(canSeeMarketplaceCategory('MENSRUGBY', 'sticks')).toBe(false);
    expect(canSeeMarketplaceCategory('MENSRUGBY', 'nike')).toBe(true);
    expect(canSeeMarketplaceCategory('MENSICEHOCKEY', 'unknown')).toBe(false);
  });
});
