import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { appRoutes, preloadShell } from './app-routes.tsx';
import { PrerenderedContext } from './ui/prerender-context.ts';
import { createQueryClient } from './ui/query-client.ts';
import { theme } from './ui/theme.ts';
import { ToastProvider } from './ui/toast-provider.tsx';

/** The browser's app: `isPrerendered` when it hydrates HTML made by the build's prerender. */
export function AppRoot({ isPrerendered }: { isPrerendered: boolean }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    preloadShell(window.location.pathname);
    return createBrowserRouter(appRoutes);
  });
  return <AppProviders router={router} queryClient={queryClient} isPrerendered={isPrerendered} />;
}

interface AppProvidersProps {
  router: DataRouter;
  queryClient: QueryClient;
  isPrerendered: boolean;
}

/**
 * Providers around the router: theme, server state, toasts. The prerender renders this same tree
 * with a memory router, so the element structure (and with it React's useId values, which MUI
 * puts in ids and labels) is identical on both sides of hydration.
 */
export function AppProviders({ router, queryClient, isPrerendered }: AppProvidersProps) {
  return (
    <PrerenderedContext.Provider value={isPrerendered}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </PrerenderedContext.Provider>
  );
}
