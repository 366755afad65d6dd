import { formatDollars } from '../marketing/marketing-constants.ts';
import { storeFeeTiers, storeProcessingFeeCents } from './store-fees.ts';

export interface StoreFeeRow {
  range: string;
  fee: string;
}

/** The store fee tiers as the pricing page, the terms and the store agreement list them. */
export function buildStoreFeeRows(): StoreFeeRow[] {
  return storeFeeTiers.map((tier, i) => {
    const next = storeFeeTiers[i + 1];
    const range =
      i === 0 && next
        ? `Transactions up to ${formatDollars(next.fromCents - 1)}`
        : next
          ? `Transactions from ${formatDollars(tier.fromCents)} to ${formatDollars(next.fromCents - 1)}`
          : `Transactions of ${formatDollars(tier.fromCents)} and above`;
    return { range, fee: tier.label };
  });
}

export const processingFeeLabel = formatDollars(storeProcessingFeeCents);
