import { type SessionResponse, scannerPortalPaths } from '@sideline/domain';

const storageKey = 'sideline-scanner-session';

const isOnScannerPage = () =>
  (Object.values(scannerPortalPaths) as string[]).includes(window.location.pathname.replace(/\/+$/, ''));

/**
 * The admin's ticket scanner opens with no signal, after a reload too (issue 23): the portal
 * cannot resume its session offline, so the scanner pages keep the last session they had in this
 * browser and use it only when the server cannot be reached. It grants nothing: every API call
 * still needs the session cookie. Kept only by the scanner pages, and dropped on sign-out.
 */
export const offlineScannerSession = {
  remember(session: SessionResponse): void {
    if (!session.userLogged) localStorage.removeItem(storageKey);
    else if (isOnScannerPage()) localStorage.setItem(storageKey, JSON.stringify(session));
  },
  /** The kept session, on a scanner page only. */
  recall(): SessionResponse | null {
    const text = isOnScannerPage() ? localStorage.getItem(storageKey) : null;
    return text ? (JSON.parse(text) as SessionResponse) : null;
  },
  forget(): void {
    localStorage.removeItem(storageKey);
  },
};
