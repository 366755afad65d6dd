/*
 * The scanner's addresses, kept apart from the zod schemas: the app's first chunk needs them
 * (routing, the session resume) and must not build a schema before zod is set to jitless
 * (apps/web/src/main.tsx), which would probe `new Function` under the CSP.
 */

/** The admin's scanner pages (spec part 1 §2: exact paths, outside the side menu). */
export const scannerPortalPaths = {
  scanTicket: '/portal/scanticket',
  readTicket: '/portal/readticket',
} as const;

const scanAccessPathPrefix = '/scan/';

/** The volunteer's page: /scan/{token} (the PIN is asked there). */
export const scanAccessPath = (token: string) => `${scanAccessPathPrefix}${token}`;

/** True for a volunteer's page, /scan/{token}: the web app serves it, outside the portal. */
export const isScanAccessPath = (pathname: string) => /^\/scan\/[^/]+\/?$/.test(pathname);

/**
 * The scanner's service worker (apps/web/public/scanner-sw.js), at the root of the site so that
 * each scanner page may register it with its own path as scope.
 */
export const scannerServiceWorkerPath = '/scanner-sw.js';
