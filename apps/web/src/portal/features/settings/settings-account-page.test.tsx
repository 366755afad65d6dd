import { domainMessages, type SubscriptionAccount, subscriptionMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { buildSession } from '../../../test/team-fixture.ts';
import { goToProviderPage } from '../../../ui/provider-page.ts';
import { SettingsAccountPage } from './settings-account-page.tsx';

vi.mock('../../../ui/provider-page.ts', () => ({ goToProviderPage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(goToProviderPage).mockClear();
});

const notStarted = (product: 'website' | 'domain' | 'email') => ({
  product,
  status: 'none' as const,
  period: null,
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  cancelBy: null,
  promoCode: '',
  quantity: 1,
  hasPaymentMethod: false,
});

function accountWith(website: Partial<SubscriptionAccount['subscriptions'][number]>): SubscriptionAccount {
  return {
    subscriptions: [{ ...notStarted('website'), ...website }, notStarted('domain'), notStarted('email')],
    trialMessage: 'Your free month is valid until March 31, 2027.',
    cancellationRule: 'Cancel a paid subscription at least 15 days before its renewal date.',
    published: false,
    goingLiveSteps: [],
    mailboxNames: [],
    timeZone: 'America/New_York',
    canRegisterDomains: true,
  };
}

/** Answers GET /api/subscriptions with `account`, and any POST with `post`. */
function mockApi(account: SubscriptionAccount, post: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (_path: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? new Response(JSON.stringify(post.body), { status: post.status })
      : new Response(JSON.stringify(account), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () =>
  renderPortalPage('/portal/settings/account', <SettingsAccountPage />, { session: buildSession() });

describe('Settings → Subscription & Account', () => {
  it('starts the annual plan with a checkout key, and shows a refused promotion code under its field', async () => {
    const message = subscriptionMessages.promoCodeExpired('OLD');
    const fetchMock = mockApi(accountWith({}), {
      status: 400,
      body: { error: { code: 'validation', message, fields: { promoCode: message } } },
    });
    renderPage();
    const website = await screen.findByRole('region', { name: 'Team website' });
    expect(within(website).getByRole('radio', { name: /Annual — \$200 a year/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(within(website).getByLabelText(/Promotion code/), { target: { value: 'OLD' } });
    fireEvent.click(within(website).getByRole('button', { name: 'Start free month' }));
    await waitFor(() => expect(within(website).getByText(message)).toBeTruthy());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') as [string, RequestInit];
    expect(post[0]).toBe('/api/subscriptions');
    expect(JSON.parse(String(post[1].body))).toMatchObject({
      product: 'website',
      period: 'year',
      promoCode: 'OLD',
      checkoutKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('asks the domain subscription for the domain to register, and shows a refusal under that field', async () => {
    const message = 'This domain is already registered. Please choose another name.';
    const fetchMock = mockApi(accountWith({ status: 'trialing', period: 'year', hasPaymentMethod: true }), {
      status: 400,
      body: { error: { code: 'validation', message, fields: { domain: message } } },
    });
    renderPage();
    const domain = await screen.findByRole('region', { name: 'Custom domain' });
    fireEvent.change(within(domain).getByLabelText(/Domain to register/), {
      target: { value: 'harborhawks.org' },
    });
    fireEvent.click(within(domain).getByRole('button', { name: /^Start/ }));
    await waitFor(() => expect(within(domain).getByText(message)).toBeTruthy());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') as [string, RequestInit];
    expect(JSON.parse(String(post[1].body))).toMatchObject({ product: 'domain', domain: 'harborhawks.org' });
  });

  it('asks the domain email subscription for the mailbox names, checks them, and sends them as a list', async () => {
    const fetchMock = mockApi(accountWith({ status: 'trialing', period: 'year', hasPaymentMethod: true }), {
      status: 409,
      body: { error: { code: 'conflict', message: subscriptionMessages.alreadyRunning('email') } },
    });
    renderPage();
    const email = await screen.findByRole('region', { name: 'Domain email' });
    const start = within(email).getByRole('button', { name: /^Start/ });
    fireEvent.click(start);
    await waitFor(() => expect(within(email).getByText(domainMessages.mailboxesMissing)).toBeTruthy());
    const names = within(email).getByLabelText(/Mailbox names/);
    fireEvent.change(names, { target: { value: 'coach@hawks.org' } });
    fireEvent.click(start);
    await waitFor(() => expect(within(email).getByText(domainMessages.mailboxInvalid)).toBeTruthy());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(names, { target: { value: 'President, coach  treasurer' } });
    fireEvent.click(start);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') as [string, RequestInit];
    expect(JSON.parse(String(post[1].body))).toMatchObject({
      product: 'email',
      mailboxes: ['president', 'coach', 'treasurer'],
    });
  });

  it('shows the trial, and cancelling it says nothing is charged', async () => {
    const fetchMock = mockApi(
      accountWith({
        status: 'trialing',
        period: 'year',
        trialEnd: '2027-03-31T16:00:00.000Z',
        currentPeriodEnd: '2027-03-31T16:00:00.000Z',
        hasPaymentMethod: true,
      }),
      { status: 204, body: null },
    );
    renderPage();
    const website = await screen.findByRole('region', { name: 'Team website' });
    expect(within(website).getByText('Free trial')).toBeTruthy();
    expect(within(website).getByText('Free trial ends')).toBeTruthy();
    expect(within(website).getAllByText('March 31, 2027').length).toBe(2);
    expect(screen.getByText('Your free month is valid until March 31, 2027.')).toBeTruthy();
    fireEvent.click(within(website).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/It ends now and nothing is charged\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/api/subscriptions/website/cancel')).toBe(true),
    );
  });

  it("goes to the provider's billing page from the billing account section", async () => {
    const url = 'https://billing.stripe.test/p/session/bps_1';
    const fetchMock = mockApi(accountWith({ status: 'paused', period: 'year' }), {
      status: 200,
      body: { url },
    });
    renderPage();
    const billing = await screen.findByRole('region', { name: 'Payment method and invoices' });
    fireEvent.click(within(billing).getByRole('button', { name: 'Manage payment method and invoices' }));
    await waitFor(() => expect(goToProviderPage).toHaveBeenCalledWith(url));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') as [string, RequestInit];
    expect(post[0]).toBe('/api/subscriptions/billing-portal');
    expect(
      within(billing).getByRole('button', { name: 'Manage payment method and invoices' }),
    ).toHaveProperty('disabled', true);
  });

  it.each([
    [409, 'conflict', subscriptionMessages.noBillingAccount],
    [502, 'payment_provider', subscriptionMessages.billingPortalUnavailable],
  ])('shows a %i from the billing account request in a toast and stays', async (status, code, message) => {
    mockApi(accountWith({}), { status, body: { error: { code, message } } });
    renderPage();
    const billing = await screen.findByRole('region', { name: 'Payment method and invoices' });
    fireEvent.click(within(billing).getByRole('button', { name: 'Manage payment method and invoices' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(goToProviderPage).not.toHaveBeenCalled();
    expect(
      within(billing).getByRole('button', { name: 'Manage payment method and invoices' }),
    ).toHaveProperty('disabled', false);
  });
});
