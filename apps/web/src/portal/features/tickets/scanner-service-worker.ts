import { scannerServiceWorkerPath } from '@sideline/domain';
import { useEffect } from 'react';

/**
 * Registers the scanner's service worker (apps/web/public/scanner-sw.js) for this scanner page
 * only: `scope` is the page's own path (/portal/scanticket, /portal/readticket) or /scan/ for the
 * volunteers' pages, so the rest of the app is never served from its cache. Then hands it what
 * this page has loaded already, so a reload with no signal finds it. Production builds only:
 * the development server's modules are not the build's files.
 */
export function useScannerServiceWorker(scope: string) {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    void navigator.serviceWorker
      .register(scannerServiceWorkerPath, { scope })
      .then(async (registration) => {
        const worker = registration.active ?? (await activated(registration));
        const buildFiles = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/'));
        worker?.postMessage({ type: 'keep-scanner', shellUrl: window.location.href, buildFiles });
      })
      .catch(() => undefined);
  }, [scope]);
}

/** The registration's worker once it is active (a first registration installs it first). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
      if (worker.state === 'redundant') resolve(null);
    });
  });
}
