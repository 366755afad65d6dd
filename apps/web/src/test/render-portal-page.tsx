import type { SessionResponse } from '@sideline/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../ui/query-client.ts';
import { sessionQueryKey } from '../ui/session/session-api.ts';
import { ToastProvider } from '../ui/toast-provider.tsx';
import { buildSession } from './team-fixture.ts';

/**
 * Renders a portal page at `path` as the app does (query client holding a signed-in session,
 * toasts, a memory router), with a stand-in page at each of `otherPaths` to see where it navigates.
 */
export function renderPortalPage(
  path: string,
  page: ReactElement,
  options: {
    session?: SessionResponse;
    otherPaths?: Record<string, string>;
    /** The route pattern when it differs from `path` ('/portal/opponents/*' opened at a record). */
    routePath?: string;
  } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, options.session ?? buildSession());
  const router = createMemoryRouter(
    [
      { path: options.routePath ?? path, element: page },
      ...Object.entries(options.otherPaths ?? {}).map(([otherPath, text]) => ({
        path: otherPath,
        element: <p>{text}</p>,
      })),
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}
