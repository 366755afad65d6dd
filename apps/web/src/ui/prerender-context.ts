import { createContext } from 'react';

/**
 * True when the page's first render must reproduce HTML made ahead of time by the build's
 * prerender (src/entry-prerender.tsx): while prerendering, and in the browser while hydrating that
 * HTML. Such a render shows the signed-out page while the session resumes, instead of a spinner.
 */
export const PrerenderedContext = createContext(false);

/** A code-split module's loader, as the route table wrote it: `() => import('./x-page.tsx')`. */
export type PageModuleLoader = () => Promise<unknown>;

/** What the prerender learns from rendering one page, besides its HTML. */
export interface PrerenderRecord {
  /** Lazy pages it showed: their chunks load with the app's, so hydration does not wait for them. */
  pageLoaders: Set<PageModuleLoader>;
  /** The tab title, which the browser sets in an effect (effects do not run on the server). */
  title: string | null;
}

/** Given by the prerender only; null in the browser. */
export const PrerenderRecordContext = createContext<PrerenderRecord | null>(null);
