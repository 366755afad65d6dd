import type { StoreMoney } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../../test/team-fixture.ts';
import { sessionQueryKey } from '../../../ui/session/session-api.ts';
import { PayoutsPage } from './payouts-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(money: StoreMoney) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/api/store-admin/money'
        ? new Response(JSON.stringify(money), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, buildSession());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PayoutsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Store → Payouts', () => {
  it('says in words that there are no payouts yet, with the balance and the schedule', async () => {
    renderWith({
      availableCents: 0,
      pendingCents: 6630,
      payouts: [],
      schedule: 'Daily, 2 days after payment',
    });
    expect(await screen.findByText('No payouts yet')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Pending' })).getByText('$66.30')).toBeTruthy();
    expect(screen.getByText('Payout schedule: Daily, 2 days after payment.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  // Issue 35 §1: dates in the team's zone, not the browser's; the arrival is the provider's date.
  it('lists each payout with its date, amount, status and arrival', async () => {
    renderWith({
      availableCents: 1200,
      pendingCents: 0,
      schedule: 'Weekly on Monday',
      payouts: [
        {
          id: 'po_2',
          amountCents: 4250,
          // 1:00 AM UTC is the evening before in the team's zone (New York).
          createdAt: '2026-05-05T01:00:00.000Z',
          // The provider's calendar date (midnight UTC): May 6 wherever the team is.
          arrivalDate: '2026-05-06T00:00:00.000Z',
          status: 'in_transit',
        },
        {
          id: 'po_1',
          amountCents: 1899,
          createdAt: '2026-04-27T15:00:00.000Z',
          arrivalDate: '2026-04-29T15:00:00.000Z',
          status: 'paid',
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(rows).toEqual([
      ['May 4, 2026', '$42.50', 'On its way', 'May 6, 2026'],
      ['Apr 27, 2026', '$18.99', 'Paid', 'Apr 29, 2026'],
    ]);
  });
});
