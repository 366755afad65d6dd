import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { AppRoot } from './app-root.tsx';

// The page's Content-Security-Policy allows no eval: without this, zod probes `new Function` on its
// first parse and the browser reports a CSP violation (zod then falls back to this mode anyway).
// Called as `config`, not `z.config`: the build treats every `z.…()` call as pure and would drop it.
configureZod({ jitless: true });

const container = document.getElementById('root')!;
// The server sends prerendered HTML for marketing pages (docs/decisions/010-marketing-prerender.md)
// and an empty root for everything else.
const isPrerendered = container.hasChildNodes();
const app = (
  <StrictMode>
    <AppRoot isPrerendered={isPrerendered} />
  </StrictMode>
);

if (isPrerendered) {
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole page: the HTML is already on screen, nothing waits for it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
