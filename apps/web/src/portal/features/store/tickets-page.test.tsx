import { scanMessages, ticketMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { TicketsPage } from './tickets-page.tsx';

const options = {
  games: [{ id: 'g1', label: 'Home vs Rivals · Sat, Dec 5' }],
  events: [{ id: 'e1', label: 'Alumni night' }],
};

const soldTicket = (overrides: Record<string, unknown> = {}) => ({
  id: 't1',
  name: 'Home opener',
  description: '',
  gameId: 'g1',
  eventId: null,
  admitsTo: 'Home vs Rivals · Sat, Dec 5',
  venue: 'Harbor Arena',
  timeOfEvent: '2026-12-05T23:00:00.000Z',
  featureImage: { file: '', link: '' },
  tiers: [
    { id: 'tier-a', name: 'Adult', description: '', priceCents: 2000, capacity: 100, sold: 7, admitted: 3 },
    {
      id: 'tier-s',
      name: 'Student',
      description: '',
      priceCents: 1200,
      capacity: null,
      sold: 3,
      admitted: 1,
    },
  ],
  capacity: 150,
  sold: 10,
  maxPerOrder: 10,
  saleStartsAt: '',
  saleEndsAt: '',
  taxable: true,
  isPublic: true,
  available: true,
  featured: false,
  updateNeeded: false,
  gameCancelled: false,
  timeCreated: '2026-11-01T00:00:00.000Z',
  timeModified: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const doorOne = {
  id: 'sa1',
  label: 'Door 1',
  status: 'active',
  expiresAt: '2026-12-06T11:00:00.000Z',
  timeCreated: '2026-11-20T00:00:00.000Z',
};

function renderAt(path: string, records: Record<string, unknown>[] = []) {
  const accesses = [doorOne];
  const fetchMock = fakeContentApi({
    apiPath: '/api/tickets',
    records: records as ({ id: string } & Record<string, unknown>)[],
    toListItem: (record) => ({
      id: record.id,
      title: String(record.name),
      subtitle: `${record.sold ?? 0} sold`,
      imageLink: '',
    }),
    refuse: (method, id) => {
      if (id === 't1' && method === 'DELETE')
        return { status: 409, body: { error: { code: 'conflict', message: ticketMessages.sold(10) } } };
      if (id === 't1/scan-accesses' && method === 'GET') return { status: 200, body: accesses };
      if (id === 't1/scan-accesses' && method === 'POST') {
        const access = { ...doorOne, id: 'sa2', label: 'Door 2' };
        accesses.push(access);
        return { status: 201, body: { access, token: 'tok-123', pin: '482913' } };
      }
      if (id === 't1/scan-accesses/sa1' && method === 'DELETE') return { status: 204, body: null };
      if (id === 't1/notify-holders')
        return { status: 200, body: { message: ticketMessages.holdersMailed(10), count: 10 } };
      if (id === 't1/refund-all')
        return { status: 200, body: { message: ticketMessages.ordersRefunded(4), count: 4 } };
      if (id === 't1/check-ins/undo-last')
        return { status: 200, body: { message: scanMessages.undone, count: 1 } };
      return undefined;
    },
    otherAnswers: { '/api/tickets/options': options },
  });
  const router = renderPortalPage(path, <TicketsPage />, { routePath: '/portal/store/tickets/*' });
  return { fetchMock, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const choose = (field: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

describe('Tickets section', () => {
  it('says No Tickets Found with no tickets and offers the ticket creation route', async () => {
    renderAt('/portal/store/tickets');
    expect(await screen.findByText('No Tickets Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /New ticket/ }).getAttribute('href')).toBe(
      '/portal/store/tickets/addticket',
    );
  });

  it('creates a ticket for a game with two priced tiers, checked by the domain schema first', async () => {
    const { fetchMock, router } = renderAt('/portal/store/tickets/addticket');
    expect(await screen.findByRole('heading', { name: 'New ticket' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Home opener' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(ticketMessages.chooseEventOrGame)).not.toHaveLength(0);
    expect(screen.getAllByText(ticketMessages.enterPrice)).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'POST')).toEqual([]);

    await waitFor(() => expect(screen.getByRole('combobox', { name: /Game or event/ })).toBeTruthy());
    choose(/Game or event/, 'Home vs Rivals · Sat, Dec 5');
    const prices = () => screen.getAllByLabelText(/^Price \(\$\)/) as HTMLInputElement[];
    fireEvent.change(prices()[0] as HTMLInputElement, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a price tier' }));
    const names = screen.getAllByLabelText(/^Tier name/) as HTMLInputElement[];
    expect(names.map((input) => input.value)).toEqual(['Adult', 'Student']);
    fireEvent.change(prices()[1] as HTMLInputElement, { target: { value: '12.50' } });
    fireEvent.change(screen.getAllByLabelText(/^Capacity/)[1] as HTMLInputElement, {
      target: { value: '50' },
    });
    fireEvent.change(screen.getByLabelText(/^Total capacity/), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ticketMessages.created)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/store/tickets/new-1'));
    expect(requestsOf(fetchMock, 'POST')[0]).toEqual([
      '/api/tickets',
      expect.objectContaining({
        name: 'Home opener',
        gameId: 'g1',
        eventId: '',
        tiers: [
          { name: 'Adult', description: '', priceCents: 2000, capacity: null },
          { name: 'Student', description: '', priceCents: 1250, capacity: 50 },
        ],
        capacity: 120,
        maxPerOrder: 10,
        taxable: false,
        isPublic: true,
      }),
    ]);
  });

  it('shows a sold ticket with its live counts, taxable fixed, and refuses its deletion', async () => {
    renderAt('/portal/store/tickets/t1', [soldTicket()]);
    const counts = await screen.findByRole('table', { name: 'Admitted and sold per tier' });
    const rows = within(counts)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TierAdmitted / soldCapacity',
      'Adult3 / 7100',
      'Student1 / 3No limit',
      'All tiers4 / 10150',
    ]);
    expect(screen.getByText(ticketMessages.taxableFixed)).toBeTruthy();
    expect(screen.getByText(ticketMessages.sold(10))).toBeTruthy();
    expect(screen.getByRole('link', { name: /Scan tickets/ }).getAttribute('href')).toBe(
      '/portal/scanticket?ticket=t1',
    );
    expect(screen.getByRole('link', { name: /Type a ticket code/ }).getAttribute('href')).toBe(
      '/portal/readticket?ticket=t1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Delete/ }));
    // The note under the form, and the server's refusal as a toast.
    await waitFor(() => expect(screen.getAllByText(ticketMessages.sold(10))).toHaveLength(2));
  });

  it('mails the holders a change, refunds everyone after a confirmation, and undoes a check-in', async () => {
    const { fetchMock } = renderAt('/portal/store/tickets/t1', [
      soldTicket({ updateNeeded: true, gameCancelled: true }),
    ]);
    fireEvent.change(await screen.findByLabelText(/What changed/), {
      target: { value: 'The game now starts at 7:30 PM.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mail every holder the change' }));
    expect(await screen.findByText(ticketMessages.holdersMailed(10))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refund everyone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund everyone?' });
    expect(requestsOf(fetchMock, 'POST').map(([url]) => url)).not.toContain('/api/tickets/t1/refund-all');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund everyone' }));
    expect(await screen.findByText(ticketMessages.ordersRefunded(4))).toBeTruthy();
    // The page is reachable again once the dialog has faded out.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Undo the last check-in' }));
    expect(await screen.findByText(scanMessages.undone)).toBeTruthy();
    expect(requestsOf(fetchMock, 'POST')).toEqual([
      ['/api/tickets/t1/notify-holders', { message: 'The game now starts at 7:30 PM.' }],
      ['/api/tickets/t1/refund-all', undefined],
      ['/api/tickets/t1/check-ins/undo-last', undefined],
    ]);
  });

  it('makes a scan-only access and shows its link and PIN once, lists and withdraws accesses', async () => {
    const { fetchMock } = renderAt('/portal/store/tickets/t1', [soldTicket()]);
    const accesses = await screen.findByRole('list', { name: 'Scan accesses' });
    expect(within(accesses).getByText('Door 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a scan access' }));
    expect(await screen.findAllByText('Please enter the name')).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Name of the access/), { target: { value: 'Door 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a scan access' }));
    expect((await screen.findByLabelText('PIN')).textContent).toBe('482913');
    expect(screen.getByLabelText('Scan link').textContent).toBe(`${window.location.origin}/scan/tok-123`);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Scan accesses' })).getByText('Door 2')).toBeTruthy(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Door 1' }));
    expect(await screen.findByText(scanMessages.accessRevokedDone)).toBeTruthy();
    expect(requestsOf(fetchMock, 'DELETE')).toEqual([['/api/tickets/t1/scan-accesses/sa1', undefined]]);
    expect(requestsOf(fetchMock, 'POST')).toEqual([['/api/tickets/t1/scan-accesses', { label: 'Door 2' }]]);
  });
});
