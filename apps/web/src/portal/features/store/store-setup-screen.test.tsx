import { csrfHeaderName, csrfHeaderValue, storeFeeTiers } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToProviderPage } from '../../../ui/provider-page.ts';
import { StoreSetupScreen } from './store-setup-screen.tsx';

vi.mock('../../../ui/provider-page.ts', () => ({ goToProviderPage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(goToProviderPage).mockReset();
});

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <StoreSetupScreen sectionLabel="Store/Tickets/Registration Forms" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreSetupScreen', () => {
  it("explains Sideline's role and lists the fee tiers of the domain table", () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Setup your Online Store' })).toBeTruthy();
    expect(screen.getByText(/Sideline is the payment facilitator, not the merchant of record/)).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(storeFeeTiers.length);
    storeFeeTiers.forEach((tier, i) => {
      expect(rows[i]?.textContent).toContain(tier.label);
    });
    // $50.00: 10% + $0.50 (computeStoreFeeCents).
    expect(screen.getByText(/the fee is \$5\.50 and your team receives \$44\.50/)).toBeTruthy();
  });

  it('creates the account with the CSRF header and goes to the onboarding page', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ accountId: 'acct_sandbox_1', onboardingUrl: 'http://x.test/onboard?token=t' }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Connect a payment account' }));
    await waitFor(() => expect(goToProviderPage).toHaveBeenCalledWith('http://x.test/onboard?token=t'));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/payments/account');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)[csrfHeaderName]).toBe(csrfHeaderValue);
  });
});
