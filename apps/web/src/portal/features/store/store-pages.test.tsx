import type { SessionResponse } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, buildTeam } from '../../../test/team-fixture.ts';
import { sessionQueryKey } from '../../../ui/session/session-api.ts';
import { PaymentAccountRoute, StoreRoute } from './store-pages.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, session: SessionResponse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/portal/store" element={<StoreRoute />} />
          <Route path="/portal/store/stripeaccount" element={<PaymentAccountRoute />} />
          <Route path="/portal/store/overview" element={<p>Overview page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

function mockApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (path: string) => {
    if (!(path in answers)) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answers[path]), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('store routes', () => {
  it('/portal/store offers the set-up without a payment account and opens the overview with one', async () => {
    renderAt('/portal/store', buildSession(buildTeam({ stripeAccountId: null })));
    expect(screen.getByRole('heading', { level: 1, name: 'Setup your Online Store' })).toBeTruthy();
    cleanup();
    renderAt('/portal/store', buildSession(buildTeam({ stripeAccountId: 'acct_1' })));
    expect(await screen.findByText('Overview page')).toBeTruthy();
  });

  it('shows the account after onboarding and re-reads a session that does not know it yet', async () => {
    const before = buildSession(buildTeam({ stripeAccountId: null }));
    const after = buildSession(buildTeam({ stripeAccountId: 'acct_sandbox_1' }));
    const fetchMock = mockApi({
      '/api/payments/account': {
        accountId: 'acct_sandbox_1',
        chargesEnabled: true,
        detailsSubmitted: true,
        currentlyDue: [],
      },
      '/api/session': after,
    });
    const queryClient = renderAt('/portal/store/stripeaccount', before);
    expect(await screen.findByText('acct_sandbox_1')).toBeTruthy();
    expect(screen.getByText('Charges enabled')).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.team?.stripeAccountId).toBe(
        'acct_sandbox_1',
      ),
    );
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain('/api/session');
  });

  it('offers to continue onboarding while the account cannot take payments', async () => {
    mockApi({
      '/api/payments/account': {
        accountId: 'acct_sandbox_2',
        chargesEnabled: false,
        detailsSubmitted: false,
        currentlyDue: ['external_account', 'representative.dob.day', 'representative.dob.month'],
      },
    });
    renderAt('/portal/store/stripeaccount', buildSession(buildTeam({ stripeAccountId: 'acct_sandbox_2' })));
    expect(await screen.findByRole('button', { name: 'Continue onboarding' })).toBeTruthy();
    expect(screen.getByText('Charges not enabled yet')).toBeTruthy();
    const due = screen.getByRole('region', { name: 'The payment provider still needs' });
    expect([...due.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'A bank account for payouts',
      "The representative's date of birth",
    ]);
  });
});
