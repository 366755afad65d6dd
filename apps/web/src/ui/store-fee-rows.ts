import { formatDollars, storeFeeTiers, storeProcessingFeeCents } from '@sideline/domain';

interface StoreFeeRow {
  range: string;
  fee: string;
}

/** The domain's store fee tiers as the pricing and terms pages list them. */
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
