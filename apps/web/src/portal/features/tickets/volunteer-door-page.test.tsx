import { type DoorSession, scanMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { PinForm, VolunteerDoorPage } from './volunteer-door-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const token = 'k3V9xQ7pLm2';
const session: DoorSession = {
  ticketId: 'ticket-1',
  label: 'Main door',
  admitsTo: 'Lakeshore Lynx vs Harbor Hawks',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  answer(status, { error: { code, message, fields } });

function openVolunteerPage() {
  renderPortalPage(`/scan/${token}`, <VolunteerDoorPage />, { routePath: '/scan/:token' });
}

const typePin = (pin: string) => {
  fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Open the scanner' }));
};

describe("the door volunteer's PIN page", () => {
  it('asks for six digits before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    openVolunteerPage();
    typePin('12a4');
    expect(await screen.findByText(scanMessages.enterPin)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link's token with the PIN and shows a wrong PIN under the field", async () => {
    const fetchMock = vi.fn(
      refusal(400, 'validation', scanMessages.wrongPin, { pin: scanMessages.wrongPin }),
    );
    vi.stubGlobal('fetch', fetchMock);
    openVolunteerPage();
    typePin('123456');
    expect(await screen.findByText(scanMessages.wrongPin)).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/door/open');
    expect(JSON.parse(String(init.body))).toEqual({ token, pin: '123456' });
    expect((screen.getByLabelText(/^PIN/) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['withdrawn', refusal(403, 'forbidden', scanMessages.accessRevoked), scanMessages.accessRevoked],
    ['expired', refusal(403, 'forbidden', scanMessages.accessExpired), scanMessages.accessExpired],
    ['unknown', refusal(404, 'not_found', scanMessages.accessInvalid), scanMessages.accessInvalid],
    [
      'locked by this wrong PIN',
      refusal(400, 'validation', scanMessages.accessLocked, { pin: scanMessages.accessLocked }),
      scanMessages.accessLocked,
    ],
  ])('says in words when the link is %s, and asks for no more PINs', async (_state, respond, message) => {
    vi.stubGlobal('fetch', vi.fn(respond));
    openVolunteerPage();
    typePin('123456');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByLabelText(/^PIN/)).toBeNull();
  });

  it('hands over the session the right PIN opens', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, session)));
    const onOpened = vi.fn();
    renderPortalPage('/scan/x', <PinForm token={token} onOpened={onOpened} onRefused={vi.fn()} />);
    typePin(' 654321 ');
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith(session));
  });

  it('says so when the link was withdrawn since this phone opened it', async () => {
    localStorage.setItem(`sideline-door-session:${token}`, JSON.stringify(session));
    const fetchMock = vi.fn(refusal(403, 'forbidden', scanMessages.accessRevoked));
    vi.stubGlobal('fetch', fetchMock);
    openVolunteerPage();
    expect(await screen.findByText(scanMessages.accessRevoked)).toBeTruthy();
    const [path] = fetchMock.mock.calls[0] as unknown as [string];
    expect(path).toBe('/api/door/session');
    expect(localStorage.getItem(`sideline-door-session:${token}`)).toBeNull();
  });
});
