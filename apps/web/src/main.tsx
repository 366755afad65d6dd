import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { AppRoot } from './app-root.tsx';

// The page's Content-Security-Policy allows no eval: without this, zod probes `new Function` on its
// first parse and the browser reports a CSP violation (zod then falls back to this mode anyway).
// Called as `config`, not `z.config`: the build treats every `z.…()` call as pure and would drop it.
configureZod({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot />
  </StrictMode>,
);
