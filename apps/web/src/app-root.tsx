import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { isScanAccessPath } from '@sideline/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { appRoutes, preloadShell } from './app-routes.tsx';
import { PrerenderedContext } from './ui/prerender-context.ts';
import { createQueryClient } from './ui/query-client.ts';
import { startResumingSession } from './ui/session/session-api.ts';
import { ShellLoadingContext } from './ui/session/shell-loading.ts';
import { theme } from './ui/theme.ts';
import { ToastProvider } from './ui/toast-provider.tsx';

/** The browser's app: `isPrerendered` when it hydrates HTML made by the build's prerender. */
export function AppRoot({ isPrerendered }: { isPrerendered: boolean }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // A door volunteer's page has no account to resume (app-routes.tsx).
    if (!isScanAccessPath(window.location.pathname)) startResumingSession(client);
    return client;
  });
  const [shellLoading] = useState(() => preloadShell(window.location.pathname));
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders
      router={router}
      queryClient={queryClient}
      isPrerendered={isPrerendered}
      shellLoading={shellLoading}
    />
  );
}

interface AppProvidersProps {
  router: DataRouter;
  queryClient: QueryClient;
  isPrerendered: boolean;
  /** The opened page's code, loading since start-up (none while prerendering). */
  shellLoading?: Promise<unknown>;
}

const nothingToLoad = Promise.resolve();

/**
 * Providers around the router: theme, server state, toasts. The prerender renders this same tree
 * with a memory router, so the element structure (and with it React's useId values, which MUI
 * puts in ids and labels) is identical on both sides of hydration.
 */
export function AppProviders({
  router,
  queryClient,
  isPrerendered,
  shellLoading = nothingToLoad,
}: AppProvidersProps) {
  return (
    <PrerenderedContext.Provider value={isPrerendered}>
      <ShellLoadingContext.Provider value={shellLoading}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </ShellLoadingContext.Provider>
    </PrerenderedContext.Provider>
  );
}
