import { communicationsMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { SettingsCommunicationsPage } from './settings-communications-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = {
  emails: [{ email: 'coach@northfield.test', account: true, updates: true, tips: true, all: true }],
  phones: [],
  notifications: { feedbackNotification: true, futureNotification: true, domainNotification: true },
  emailsNotAllowed: [{ email: 'old-sponsor@northfield.test' }],
};

/** The API: GET answers `saved`, PUT answers what it was sent (or the given error). */
function mockApi(putAnswer?: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      return putAnswer
        ? new Response(JSON.stringify(putAnswer.body), { status: putAnswer.status })
        : new Response(String(init.body), { status: 200 });
    }
    return new Response(JSON.stringify(saved), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = () => renderPortalPage('/portal/settings/communications', <SettingsCommunicationsPage />);

describe('Settings → Communications', () => {
  it('saves an opt-out and a new phone with what each receives', async () => {
    const fetchMock = mockApi();
    renderPage();
    const tips = await screen.findAllByRole('checkbox', { name: 'Tips' });
    fireEvent.click(tips[0] as HTMLElement);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Domain:/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add phone number' }));
    fireEvent.change(screen.getByLabelText('Phone number 1'), { target: { value: '+1 555 010 2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(communicationsMessages.saved).length).toBeGreaterThan(0));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/settings/communications');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      emails: [{ email: 'coach@northfield.test', account: true, updates: true, tips: false, all: true }],
      phones: [{ phone: '+1 555 010 2030', account: true, updates: true, tips: true, all: true }],
      notifications: { feedbackNotification: true, futureNotification: true, domainNotification: false },
      emailsNotAllowed: [{ email: 'old-sponsor@northfield.test' }],
    });
  });

  it('edits the do-not-mail list: adds an address, removes one, and names a duplicate', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add blocked address' }));
    fireEvent.change(screen.getByLabelText('Blocked address 2'), {
      target: { value: 'OLD-SPONSOR@northfield.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText(communicationsMessages.duplicateDoNotMail).length).toBeGreaterThan(0),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('Blocked address 2'), {
      target: { value: 'parent@northfield.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove blocked address 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(communicationsMessages.saved).length).toBeGreaterThan(0));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).emailsNotAllowed).toEqual([
      { email: 'parent@northfield.test' },
    ]);
  });

  it('shows the field’s message for a phone that is not one, and sends nothing', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add phone number' }));
    fireEvent.change(screen.getByLabelText('Phone number 1'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText(communicationsMessages.phoneInvalid).length).toBeGreaterThan(0),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
