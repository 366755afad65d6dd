import { accountMessages, privateDemoRefusal, teamDataMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { buildSession } from '../../../test/team-fixture.ts';
import { SettingsAdminPage } from './settings-admin-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Answers the email change with `answer`; the page's team-data section gets no export yet and
 * two-step verification is off (neither recorded).
 */
function mockEmailChange(answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(answer.body), { status: answer.status }),
  );
  const otherSections: Record<string, unknown> = {
    '/api/team-data': { latestExport: null, closure: null },
    '/api/accounts/two-factor': { enabled: false },
  };
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
    path in otherSections
      ? Promise.resolve(new Response(JSON.stringify(otherSections[path])))
      : fetchMock(path, init),
  );
  return fetchMock;
}

function renderPage(pendingEmail: string | null = null) {
  const session = buildSession();
  return renderPortalPage('/portal/settings/admin', <SettingsAdminPage />, {
    session: { ...session, user: { ...session.user!, pendingEmail } },
    otherPaths: { '/signin': 'Sign-in page' },
  });
}

/** A field of the email change (two-step verification has a "Current password" of its own). */
const field = (label: RegExp) =>
  within(screen.getByRole('form', { name: 'Change email' })).getByLabelText(label) as HTMLInputElement;

function fillChange(password: string) {
  fireEvent.change(field(/^New email/), { target: { value: 'new@northfield.test' } });
  fireEvent.change(field(/^Confirm new email/), { target: { value: 'new@northfield.test' } });
  fireEvent.change(field(/^Current password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
}

describe('Settings → Admin: email change', () => {
  it('asks for the current password before sending anything', async () => {
    const fetchMock = mockEmailChange({ status: 200, body: { message: 'ok' } });
    renderPage();
    fireEvent.change(field(/^New email/), { target: { value: 'new@northfield.test' } });
    fireEvent.change(field(/^Confirm new email/), { target: { value: 'new@northfield.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(screen.getAllByText(accountMessages.currentPasswordMissing).length).toBeGreaterThan(0),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the current password and signs out with the answer', async () => {
    const fetchMock = mockEmailChange({ status: 200, body: { message: accountMessages.emailChanged } });
    const router = renderPage();
    fillChange('my-secret-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/accounts/email');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'new@northfield.test',
      confirmEmail: 'new@northfield.test',
      currentPassword: 'my-secret-9',
    });
  });

  it('shows a wrong password under the field and clears it', async () => {
    mockEmailChange({
      status: 401,
      body: {
        error: {
          code: 'wrong_password',
          message: accountMessages.wrongPassword,
          fields: { currentPassword: accountMessages.wrongPassword },
        },
      },
    });
    renderPage();
    fillChange('not-it-1');
    await waitFor(() => expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(accountMessages.wrongPassword).length).toBeGreaterThan(0);
    expect(field(/^Current password/).value).toBe('');
  });

  it('says which address waits for verification', () => {
    mockEmailChange({ status: 200, body: {} });
    renderPage('pending@northfield.test');
    expect(screen.getByText('pending@northfield.test')).toBeTruthy();
    expect(screen.getByText(/Until then you sign in with admin@northfield.test/)).toBeTruthy();
  });

  it('offers no email change in a private demo, and says why', () => {
    const session = buildSession();
    renderPortalPage('/portal/settings/admin', <SettingsAdminPage />, {
      session: { ...session, team: { ...session.team!, privateDemoExpiresAt: '2026-11-24T15:30:00Z' } },
    });
    expect(screen.getByText(privateDemoRefusal('emailChange'))).toBeTruthy();
    expect(screen.queryByLabelText(/New email/)).toBeNull();
  });
});

describe("Settings → Admin: your team's data", () => {
  const exportView = (overrides: Record<string, unknown>) => ({
    id: 'e1',
    status: 'running',
    progress: 40,
    step: 'Files: 4 of 10',
    requestedAt: '2027-05-01T12:00:00.000Z',
    readyAt: null,
    expiresAt: null,
    downloadUrl: null,
    sizeBytes: null,
    error: null,
    ...overrides,
  });

  function mockTeamData(latestExport: unknown, importAnswer?: { status: number; body: unknown }) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/team-data/imports' && importAnswer) {
        return new Response(JSON.stringify(importAnswer.body), { status: importAnswer.status });
      }
      return new Response(JSON.stringify({ latestExport, closure: null }));
    });
    return calls;
  }

  it('shows the progress while the worker prepares the download, and the link once ready', async () => {
    mockTeamData(exportView({}));
    renderPage();
    expect(await screen.findByText(/Preparing your download: Files: 4 of 10 \(40%\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download everything' })).toHaveProperty('disabled', true);
    cleanup();
    mockTeamData(
      exportView({ status: 'ready', progress: 100, downloadUrl: '/files/teams/t/x.zip', sizeBytes: 2048 }),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: 'Download the archive' });
    expect(link.getAttribute('href')).toBe('/files/teams/t/x.zip');
  });

  it("shows the server's refusal of an archive", async () => {
    const message = teamDataMessages.archiveNewerVersion(2);
    const calls = mockTeamData(null, {
      status: 400,
      body: { error: { code: 'validation', message, fields: { archive: message } } },
    });
    renderPage();
    const input = (await screen.findByLabelText('Archive (ZIP)')) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['zip'], 'team.zip', { type: 'application/zip' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import as a new team' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls).toContain('POST /api/team-data/imports');
  });
});
