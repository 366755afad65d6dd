import { accountMessages, signInCoolDownMessage } from '@sideline/domain';
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
