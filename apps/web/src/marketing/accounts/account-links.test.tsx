import { accountMessages, signInCoolDownMessage, twoFactorMessages } from '@sideline/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../ui/query-client.ts';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import { RevertEmailPage } from './revert-email-page.tsx';
import { SignInPage } from './sign-in-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mockApi(answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/revert-email', element: <RevertEmailPage /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '/portal/*', element: <p>Portal home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('/revert-email', () => {
  it('restores the address with a new password from the mailed link', async () => {
    const fetchMock = mockApi({ status: 200, body: { message: accountMessages.emailReverted } });
    renderAt('/revert-email?token=er_abc');
    fireEvent.change(field(/^New password/), { target: { value: 'back-in-control-8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore my email and save the password' }));
    expect((await screen.findByRole('status')).textContent).toContain(accountMessages.emailReverted);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/accounts/email/revert');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'er_abc', password: 'back-in-control-8' });
    expect(screen.getByRole('link', { name: 'Log in to your portal' }).getAttribute('href')).toBe('/signin');
  });

  it('refuses a common password before sending it', async () => {
    const fetchMock = mockApi({ status: 200, body: {} });
    renderAt('/revert-email?token=er_abc');
    fireEvent.change(field(/^New password/), { target: { value: 'iloveyou' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore my email and save the password' }));
    await waitFor(() =>
      expect(screen.getAllByText(accountMessages.passwordTooCommon).length).toBeGreaterThan(0),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an incomplete link', () => {
    mockApi({ status: 200, body: {} });
    renderAt('/revert-email');
    expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
  });
});

describe('/signin during a cool-down', () => {
  it('keeps the cool-down message on the page, with the way to reset', async () => {
    const message = signInCoolDownMessage(15);
    mockApi({ status: 429, body: { error: { code: 'too_many_requests', message } } });
    renderAt('/signin');
    fireEvent.change(field(/^Email/), { target: { value: 'coach@northfield.test' } });
    fireEvent.change(field(/^Password/), { target: { value: 'guess-1-x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const alerts = await screen.findAllByText(message, { exact: false });
    expect(alerts.some((node) => node.closest('.MuiAlert-root'))).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Reset Password' }).length).toBe(2);
  });
});

describe('/signin with two-step verification', () => {
  /** Answers the password step with the challenge, then the second step in turn from `codeAnswers`. */
  function mockTwoSteps(codeAnswers: { status: number; body: unknown }[]) {
    const sent: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init?.body)) });
      const answer =
        path === '/api/accounts/signin'
          ? { status: 200, body: { secondFactorRequired: true } }
          : codeAnswers.shift();
      return new Response(JSON.stringify(answer?.body), { status: answer?.status ?? 500 });
    });
    return sent;
  }

  function enterPassword() {
    fireEvent.change(field(/^Email/), { target: { value: 'coach@northfield.test' } });
    fireEvent.change(field(/^Password/), { target: { value: 'goalie42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  }

  it('asks for the app’s code after the password, and takes a recovery code instead', async () => {
    const sent = mockTwoSteps([
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
      { status: 200, body: { userLogged: true, accountType: 'TEAM', user: null, team: null } },
    ]);
    renderAt('/signin');
    enterPassword();
    const code = (await screen.findByLabelText(/^Authentication code/)) as HTMLInputElement;
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.change(code, { target: { value: '111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(twoFactorMessages.wrongCode).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(field(/^Recovery code/), { target: { value: ' AbCde-12345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Portal home')).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([
      { email: 'coach@northfield.test', password: 'goalie42' },
      { method: 'totp', code: '111222' },
      { method: 'recovery', code: 'AbCde-12345' },
    ]);
    expect(sent[2]?.path).toBe('/api/accounts/signin/second-factor');
  });

  it('goes back to the password step, saying why, when the sign-in waited too long', async () => {
    mockTwoSteps([
      {
        status: 401,
        body: { error: { code: 'unauthorized', message: twoFactorMessages.challengeExpired } },
      },
    ]);
    renderAt('/signin');
    enterPassword();
    fireEvent.change(await screen.findByLabelText(/^Authentication code/), { target: { value: '111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // On the page (not only in the passing toast), above the password step again.
    const shown = await screen.findAllByText(twoFactorMessages.challengeExpired);
    expect(shown.some((node) => node.closest('.MuiAlert-root'))).toBe(true);
    expect(field(/^Password/)).toBeTruthy();
  });
});
