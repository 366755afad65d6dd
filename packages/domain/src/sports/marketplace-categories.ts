import { z } from 'zod';
import { getSportFamily } from './sport-identity.ts';
import type { TeamSportsType } from './sports-types.ts';

/**
 * The marketplace pages, /portal/marketplace/{category} (spec part 2 §2). Seven are product
 * categories and the rest are vendors and brands. preventsprain is the injury-prevention category
 * and at the same time the Prevent Sprain brand, so it is listed once, as a category.
 */
export const marketplaceProductCategories = [
  'teamapparel',
  'sticks',
  'accessories',
  'helmets',
  'practicegear',
  'skates',
  'preventsprain',
] as const;

export const marketplaceBrands = [
  'jog',
  'adidas',
  'nike',
  'bauer',
  'howies',
  'true',
  'greenbiscuit',
  'hoser',
  'miscellaneous',
] as const;

export const marketplaceCategories = [...marketplaceProductCategories, ...marketplaceBrands] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];
export type MarketplaceProductCategory = (typeof marketplaceProductCategories)[number];
export type MarketplaceBrand = (typeof marketplaceBrands)[number];
export const marketplaceCategorySchema = z.enum(marketplaceCategories);

export const marketplaceCategoryLabels: Record<MarketplaceCategory, string> = {
  teamapparel: 'Team Apparel',
  sticks: 'Sticks',
  accessories: 'Accessories',
  helmets: 'Helmets',
  practicegear: 'Practice Gear',
  skates: 'Skates',
  preventsprain: 'Injury Prevention',
  jog: 'JOG',
  adidas: 'Adidas',
  nike: 'Nike',
  bauer: 'Bauer',
  howies: 'Howies',
  true: 'True',
  greenbiscuit: 'Green Biscuit',
  hoser: 'Hoser',
  miscellaneous: 'Miscellaneous',
};

/** Heading of the brand group in the marketplace menu (spec part 2 §2). */
export const marketplaceBrandsHeading = 'Vendors, Brands';

/** The gear outside team apparel and injury prevention is ice-hockey gear, so other sports see less. */
const nonHockeyCategories: readonly MarketplaceCategory[] = [
  'teamapparel',
  'preventsprain',
  'jog',
  'adidas',
  'nike',
];

export function isMarketplaceBrand(category: MarketplaceCategory): category is MarketplaceBrand {
  return (marketplaceBrands as readonly string[]).includes(category);
}

/** The marketplace pages a team may open, product categories first, then brands. */
export function listMarketplaceCategories(sportsType: TeamSportsType): MarketplaceCategory[] {
  if (getSportFamily(sportsType) === 'hockey') return [...marketplaceCategories];
  return marketplaceCategories.filter((c) => nonHockeyCategories.includes(c));
}

export function canSeeMarketplaceCategory(sportsType: TeamSportsType, category: string): boolean {
  return (listMarketplaceCategories(sportsType) as string[]).includes(category);
}
