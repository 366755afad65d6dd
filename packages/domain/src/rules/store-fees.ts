import { itemAt } from '../lists/item-at.ts';

/**
 * Store service fees from the store agreement (spec part 1 §9): a percentage that falls with the
 * transaction amount, plus a fixed processing fee per transaction. All amounts are integer cents.
 *
 * The agreement says "7.5% above $249.99 up to $549.99" and "4% at or above $549.99", so $549.99
 * itself is named by both tiers. We apply the lower 4% there: it is the explicit "at or above"
 * wording, and an ambiguity in our own agreement should favour the team.
 */
export interface StoreFeeTier {
  /** Lowest amount (inclusive) the tier applies to. */
  fromCents: number;
  /** Rate as a fraction numerator/denominator so the arithmetic stays in integers. */
  rateNumerator: number;
  rateDenominator: number;
  label: string;
}

export const storeFeeTiers: readonly StoreFeeTier[] = [
  { fromCents: 0, rateNumerator: 10, rateDenominator: 100, label: '10%' },
  { fromCents: 25_000, rateNumerator: 75, rateDenominator: 1000, label: '7.5%' },
  { fromCents: 54_999, rateNumerator: 4, rateDenominator: 100, label: '4%' },
];

export const storeProcessingFeeCents = 50;

export function findStoreFeeTier(amountCents: number): StoreFeeTier {
  assertAmountCents(amountCents);
  return storeFeeTiers.findLast((tier) => amountCents >= tier.fromCents) ?? itemAt(storeFeeTiers, 0);
}

/**
 * The fee for one transaction: the tier's percentage rounded to the nearest cent (half up), plus
 * 50 cents. A zero amount is no transaction, so it has no fee.
 */
export function computeStoreFeeCents(amountCents: number): number {
  if (amountCents === 0) return 0;
  const tier = findStoreFeeTier(amountCents);
  const percentageCents = Math.round((amountCents * tier.rateNumerator) / tier.rateDenominator);
  return percentageCents + storeProcessingFeeCents;
}

/** What the team receives from a transaction after the fee. */
export function computeStorePayoutCents(amountCents: number): number {
  return amountCents - computeStoreFeeCents(amountCents);
}

function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of cents, got ${amountCents}`);
  }
}
