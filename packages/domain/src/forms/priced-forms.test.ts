import { describe, expect, it } from 'vitest';
import { describeFormPrice, findFormPriceRange } from './priced-forms.ts';
import { describeSubmissionPayment, submissionMessages } from './submission-inbox.ts';

const select = (prices: number[]) => ({
  kind: 'select' as const,
  options: prices.map((priceCents, i) => ({ id: `o${i}`, title: `Choice ${i}`, priceCents })),
});

describe('priced forms', () => {
  it('finds the lowest and highest priced choice over every select question, free choices aside', () => {
    expect(
      findFormPriceRange([select([0, 12_500]), select([7_000, 0]), { kind: 'text', options: [] }]),
    ).toEqual({
      minCents: 7_000,
      maxCents: 12_500,
    });
    expect(findFormPriceRange([select([0, 0])])).toBeNull();
  });

  it('words the price as one amount, a range, or no price yet', () => {
    expect(describeFormPrice({ minCents: 12_500, maxCents: 12_500 })).toBe('$125.00');
    expect(describeFormPrice({ minCents: 7_000, maxCents: 125_000 })).toBe('$70.00 – $1,250.00');
    expect(describeFormPrice(null)).toBe('No price set');
  });

  it('labels a submission by its payment, and a free form not at all', () => {
    expect(describeSubmissionPayment('paid')).toEqual({ label: submissionMessages.paid, tone: 'success' });
    expect(describeSubmissionPayment('pending')?.label).toBe(submissionMessages.paymentPending);
    expect(describeSubmissionPayment('abandoned')?.label).toBe(submissionMessages.paymentAbandoned);
    expect(describeSubmissionPayment('unpaid')?.label).toBe(submissionMessages.unpaid);
    expect(describeSubmissionPayment('none')).toBeNull();
  });
});
