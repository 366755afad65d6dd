import { describe, expect, it } from 'vitest';
import { orderFilterOf, previewRefund, refundAmountProblem } from './store-admin.ts';
import { refundMessages } from './store-messages.ts';

const order = { totalCents: 17300, refundedCents: 0, serviceFeeCents: 865 };

describe('refund arithmetic', () => {
  it('keeps the fee whatever is refunded, over several partial refunds', () => {
    expect(previewRefund(order, 4800)).toEqual({
      amountCents: 4800,
      feeKeptCents: 865,
      clubKeepsCents: 17300 - 865 - 4800,
      remainingRefundableCents: 12500,
    });
    const after = { ...order, refundedCents: 4800 };
    expect(previewRefund(after, 12500)).toMatchObject({ clubKeepsCents: -865, remainingRefundableCents: 0 });
  });

  it('refuses nothing, fractions and more than what is left', () => {
    expect(refundAmountProblem(order, 0)).toBe(refundMessages.enterAmount);
    expect(refundAmountProblem(order, 1.5)).toBe(refundMessages.enterAmount);
    expect(refundAmountProblem({ ...order, refundedCents: 4800 }, 12501)).toBe(
      refundMessages.tooLarge(12500),
    );
    expect(refundAmountProblem({ ...order, refundedCents: 4800 }, 12500)).toBeNull();
  });

  it('files an order under one filter', () => {
    const lines = [{ kind: 'product' as const, fulfilmentStatus: 'unfulfilled' as const }];
    expect(orderFilterOf({ ...order, cancelledAt: null, lines })).toBe('open');
    expect(orderFilterOf({ ...order, cancelledAt: new Date(), lines })).toBe('cancelled');
    expect(orderFilterOf({ ...order, refundedCents: 17300, cancelledAt: new Date(), lines })).toBe(
      'refunded',
    );
    expect(
      orderFilterOf({
        ...order,
        cancelledAt: null,
        lines: [{ kind: 'form', fulfilmentStatus: 'unfulfilled' }],
      }),
    ).toBe('fulfilled');
  });
});
