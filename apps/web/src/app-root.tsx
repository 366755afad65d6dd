import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes, preloadShell } from './app-routes.tsx';
import { createQueryClient } from './ui/query-client.ts';
import { theme } from './ui/theme.ts';
import { ToastProvider } from './ui/toast-provider.tsx';

/** Providers around the router: theme, server state, toasts. */
export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    preloadShell(window.location.pathname);
    return createBrowserRouter(appRoutes);
  });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
