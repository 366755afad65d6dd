import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The code of the page the app was opened on (its layout chunk, and a portal page's own chunk),
 * loading since start-up (`preloadShell` in app-routes.tsx); settled when there is none to wait for.
 */
export const ShellLoadingContext = createContext<Promise<unknown>>(Promise.resolve());

/**
 * True once that code has loaded (or failed to: the page's own render then reports it). Until
 * then the app keeps its start-up spinner: a page that suspended on its chunk instead would show
 * a second spinner, which React keeps on screen for at least 300 ms (docs/decisions/020-portal-load.md).
 */
export function useIsShellLoaded(): boolean {
  const loading = useContext(ShellLoadingContext);
  const [settled, setSettled] = useState<Promise<unknown> | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const markSettled = () => {
      if (isCurrent) setSettled(loading);
    };
    loading.then(markSettled, markSettled);
    return () => {
      isCurrent = false;
    };
  }, [loading]);
  return settled === loading;
}
