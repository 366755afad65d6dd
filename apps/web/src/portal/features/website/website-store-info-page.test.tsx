import { type WebsiteStoreInfoResponse, websiteStoreInfoMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { buildSession, buildTeam } from '../../../test/team-fixture.ts';
import { mockSliceApi, putBodies } from './website-slice-test-helpers.ts';
import { WebsiteStoreInfoPage } from './website-store-info-page.tsx';

const defaultTitle = 'Northfield University Hockey Store';
const stored: WebsiteStoreInfoResponse = {
  storeInfo: {
    title: defaultTitle,
    address: '100 Rink Road, Springfield, MA 01103',
    storeActivate: true,
    productsActivate: true,
    ticketsActivate: false,
    formsActivate: true,
    productNotificationEmails: ['admin@northfield.test'],
    ticketNotificationEmails: [],
    scheduleStart: '2026-03-10T11:00',
    scheduleEnd: '2027-01-04T10:00',
  },
  timeZone: 'America/New_York',
  defaultTitle,
};

/** Answers as the server does: an empty title is saved as the default one. */
const saveLikeServer = (body: unknown) => {
  const sent = body as WebsiteStoreInfoResponse['storeInfo'];
  return { status: 200, body: { ...stored, storeInfo: { ...sent, title: sent.title || defaultTitle } } };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(websiteType: 'WEBSITEANDSTORE' | 'STORE' = 'WEBSITEANDSTORE') {
  return renderPortalPage('/portal/website/storeinfo', <WebsiteStoreInfoPage />, {
    session: buildSession(buildTeam({ websiteType })),
    otherPaths: { '/portal/dashboard': 'Dashboard page' },
  });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Website → Store Info', () => {
  it("shows the stored info in labelled fields, the schedule in the team's time zone", async () => {
    mockSliceApi('/api/website/storeinfo', stored, saveLikeServer);
    renderPage();
    expect((await screen.findByLabelText(/^Title/)).getAttribute('value')).toBe(defaultTitle);
    expect(screen.getByRole('heading', { level: 1, name: 'Store Info' })).toBeTruthy();
    expect(field(/^Address/).value).toBe(stored.storeInfo.address);
    expect(field(/^Store is open/).checked).toBe(true);
    expect(field(/^Sell tickets/).checked).toBe(false);
    expect(field(/^Schedule start/).value).toBe('2026-03-10T11:00');
    expect(field(/^Schedule start/).type).toBe('datetime-local');
    expect(field(/^Schedule end/).value).toBe('2027-01-04T10:00');
    expect(screen.getAllByText('In your team’s time zone (America/New York)')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'admin@northfield.test' })).toBeTruthy();
    expect(field(/^Ticket order emails/)).toBeTruthy();
  });

  it('saves an empty title as the default one and the added addresses', async () => {
    const fetchMock = mockSliceApi('/api/website/storeinfo', stored, saveLikeServer);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: '' } });
    fireEvent.click(field(/^Sell tickets/));
    const ticketEmails = field(/^Ticket order emails/);
    fireEvent.change(ticketEmails, { target: { value: 'tickets@northfield.test, box@northfield.test' } });
    fireEvent.keyDown(ticketEmails, { key: 'Enter' });
    fireEvent.change(field(/^Schedule end/), { target: { value: '2026-12-31T23:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(websiteStoreInfoMessages.saved)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      {
        ...stored.storeInfo,
        title: '',
        ticketsActivate: true,
        ticketNotificationEmails: ['tickets@northfield.test', 'box@northfield.test'],
        scheduleEnd: '2026-12-31T23:30',
      },
    ]);
    await waitFor(() => expect(field(/^Title/).value).toBe(defaultTitle));
  });

  it('puts each message on its field and sends nothing', async () => {
    const fetchMock = mockSliceApi('/api/website/storeinfo', stored, saveLikeServer);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Schedule start/), { target: { value: '' } });
    const productEmails = field(/^Product order emails/);
    fireEvent.change(productEmails, { target: { value: 'shop@' } });
    fireEvent.keyDown(productEmails, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Under the field, and the first one as a toast.
    const emailMessage = websiteStoreInfoMessages.emailInvalid('shop@');
    await waitFor(() => expect(screen.getAllByText(emailMessage)).toHaveLength(2));
    expect(screen.getByText('Please enter the schedule start')).toBeTruthy();
    expect(field(/^Schedule start/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(/^Schedule start/), { target: { value: '2027-02-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(websiteStoreInfoMessages.scheduleEndNotAfterStart)).not.toHaveLength(0);
    expect(field(/^Schedule end/).getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('removes an address with its chip', async () => {
    const fetchMock = mockSliceApi('/api/website/storeinfo', stored, saveLikeServer);
    renderPage();
    const chip = await screen.findByRole('button', { name: 'admin@northfield.test' });
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(websiteStoreInfoMessages.saved);
    expect(putBodies(fetchMock)).toMatchObject([{ productNotificationEmails: [] }]);
  });

  it('is not there for a store-only team: the dashboard opens, without asking for the slice', async () => {
    const fetchMock = mockSliceApi('/api/website/storeinfo', stored, saveLikeServer);
    renderPage('STORE');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockSliceApi('/api/website/storeinfo', stored, saveLikeServer);
    const router = renderPage();
    fireEvent.click(await screen.findByLabelText(/^Sell products/));
    await router.navigate('/portal/dashboard');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
  });
});
