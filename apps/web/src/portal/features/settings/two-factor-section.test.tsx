import { accountMessages, twoFactorMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const setup = {
  otpauthUri: 'otpauth://totp/Sideline:coach%40northfield.test?secret=JBSWY3DPEHPK3PXP&issuer=Sideline',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
  manualKey: 'JBSWY3DPEHPK3PXP',
  recoveryCodes: ['AbCde-12345', 'FgHij-67890'],
};

/** Answers each API path in turn from its list; records what was sent. */
function mockApi(answers: Record<string, { status?: number; body: unknown }[]>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers[path]?.shift();
    if (!answer) throw new Error(`unexpected call to ${path}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return sent;
}

const renderSection = () => renderPortalPage('/portal/settings/admin', <TwoFactorSection />);

describe('Settings → Admin: two-step verification', () => {
  it('is turned on with the password, the QR code and the app’s first code', async () => {
    const sent = mockApi({
      '/api/accounts/two-factor': [{ body: { enabled: false } }],
      '/api/accounts/two-factor/setup': [{ body: setup }],
      '/api/accounts/two-factor/confirm': [
        {
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: twoFactorMessages.wrongCode,
              fields: { code: twoFactorMessages.wrongCode },
            },
          },
        },
        { body: { enabled: true, message: twoFactorMessages.turnedOn } },
      ],
    });
    renderSection();
    expect(await screen.findByText('Off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findAllByText(accountMessages.currentPasswordMissing)).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'goalie42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));

    const qr = (await screen.findByRole('img', { name: /QR code/ })) as HTMLImageElement;
    expect(decodeURIComponent(qr.src)).toContain(setup.qrCodeSvg);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual(setup.recoveryCodes);

    fireEvent.change(screen.getByLabelText(/^Code from the app/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findAllByText(twoFactorMessages.codeFormat)).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Code from the app/), { target: { value: '000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findAllByText(twoFactorMessages.wrongCode)).not.toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Code from the app/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(sent.filter((call) => call.body !== null).map((call) => call.body)).toEqual([
      { currentPassword: 'goalie42' },
      { code: '000111' },
      { code: '123456' },
    ]);
  });

  it('gives new recovery codes and turns off with the password, a wrong one under the field', async () => {
    const sent = mockApi({
      '/api/accounts/two-factor': [{ body: { enabled: true } }],
      '/api/accounts/two-factor/recovery-codes': [
        { body: { recoveryCodes: ['ZzZzz-00000'], message: twoFactorMessages.newRecoveryCodes } },
      ],
      '/api/accounts/two-factor/disable': [
        {
          status: 401,
          body: {
            error: {
              code: 'wrong_password',
              message: accountMessages.wrongPassword,
              fields: { currentPassword: accountMessages.wrongPassword },
            },
          },
        },
        { body: { enabled: false, message: twoFactorMessages.turnedOff } },
      ],
    });
    renderSection();
    const password = (await screen.findByLabelText(/^Current password/)) as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'goalie42' } });
    fireEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText('ZzZzz-00000')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'not-it-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(password.value).toBe('');
    fireEvent.change(password, { target: { value: 'goalie42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(sent.map((call) => call.path)).toEqual([
      '/api/accounts/two-factor',
      '/api/accounts/two-factor/recovery-codes',
      '/api/accounts/two-factor/disable',
      '/api/accounts/two-factor/disable',
    ]);
  });
});
