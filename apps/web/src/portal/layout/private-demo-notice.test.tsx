import { privateDemoMessages } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivateDemoNotice } from './private-demo-notice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrivateDemoNotice', () => {
  it('says what a private demo is and when it ends', () => {
    const expiresAt = '2026-11-24T15:30:00.000Z';
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PrivateDemoNotice expiresAt={expiresAt} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText(privateDemoMessages.bannerTitle)).toBeTruthy();
    expect(screen.getByText(/disappears 24 hours after you opened it/)).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe(expiresAt);
  });

  it('signs out (ending the demo) and opens sign-up for "Create my real team"', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'You are signed out.' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter initialEntries={['/portal/dashboard']}>
          <Routes>
            <Route
              path="/portal/dashboard"
              element={<PrivateDemoNotice expiresAt="2026-11-24T15:30:00Z" />}
            />
            <Route path="/signup" element={<h1>Sign up page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: privateDemoMessages.createRealTeam }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign up page' })).toBeTruthy());
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/accounts/signout');
    expect(init.method).toBe('POST');
  });
});
