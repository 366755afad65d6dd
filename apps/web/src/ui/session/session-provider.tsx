import { noScrollResetPath, publicPaths } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { PrerenderedContext } from '../prerender-context.ts';
import { clearSession, useSession } from './session-api.ts';
import { useIsShellLoaded } from './shell-loading.ts';

export const portalHomePath = '/portal/dashboard';

/** Pages a signed-in visitor may open from an email link without being sent to the portal. */
const noAutoRedirectPaths: readonly string[] = [
  publicPaths.verifyEmail,
  publicPaths.newPassword,
  publicPaths.revertEmail,
];

/**
 * Auto sign-in (spec part 1 §4): on the first load only, a resumed session outside /portal goes
 * to the dashboard; later visits to public pages are left alone.
 */
export function shouldRedirectOnResume(pathname: string): boolean {
  if (pathname === '/portal' || pathname.startsWith('/portal/')) return false;
  return !noAutoRedirectPaths.includes(pathname);
}

type Phase = 'resuming' | 'redirecting' | 'ready';

/**
 * Navigation state for leaving the portal on sign-out: the session is cleared only once the
 * destination renders, so the portal guard does not first send the visitor to the sign-in page.
 */
export const signedOutState = { signedOut: true } as const;

const isSignedOutState = (state: unknown) => (state as { signedOut?: unknown } | null)?.signedOut === true;

/**
 * Root of the app: resumes the session once (while the opened page's code loads), does the initial
 * redirect, and scrolls to the top on every route change except on the store overview (spec part 1
 * §2). A prerendered page stays on screen (signed out, as it was rendered) while the session
 * resumes; the redirect follows it.
 */
export function SessionProvider() {
  const isPrerendered = useContext(PrerenderedContext);
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isShellLoaded = useIsShellLoaded();
  const [phase, setPhase] = useState<Phase>('resuming');
  const isLeavingPortal = isSignedOutState(location.state) && Boolean(session?.userLogged);

  if (phase === 'resuming' && session && isShellLoaded) {
    const redirect = session.userLogged && session.team !== null && shouldRedirectOnResume(location.pathname);
    setPhase(redirect ? 'redirecting' : 'ready');
  }

  useEffect(() => {
    if (phase !== 'redirecting') return;
    navigate(portalHomePath, { replace: true });
    setPhase('ready');
  }, [phase, navigate]);

  useEffect(() => {
    if (isLeavingPortal) clearSession(queryClient);
  }, [isLeavingPortal, queryClient]);

  // Not on the first render: the browser has placed the page already, and a visitor may have
  // scrolled prerendered HTML before it hydrated.
  const isFirstLayout = useRef(true);
  useLayoutEffect(() => {
    if (isFirstLayout.current) {
      isFirstLayout.current = false;
      return;
    }
    if (location.pathname !== noScrollResetPath && !location.hash) window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  if (phase === 'ready' || (phase === 'resuming' && isPrerendered)) return <Outlet />;
  return <LoadingSpinner label="Loading Sideline" />;
}
