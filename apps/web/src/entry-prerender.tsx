import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { demoIds, publicPaths } from '@sideline/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from './app-root.tsx';
import { appRoutes } from './app-routes.tsx';
import {
  type PageModuleLoader,
  type PrerenderRecord,
  PrerenderRecordContext,
} from './ui/prerender-context.ts';
import { createQueryClient } from './ui/query-client.ts';

/**
 * The marketing pages whose HTML the build writes ahead of time (docs/decisions/010): every public
 * page a visitor opens directly, signed out. Not the pages that only make sense with a token from a
 * mail (/verify-email, /revert-email), nor the portal.
 */
export const prerenderedPaths: readonly string[] = [
  publicPaths.home,
  publicPaths.pricing,
  publicPaths.signIn,
  publicPaths.signUp,
  publicPaths.newPassword,
  publicPaths.contact,
  publicPaths.schedule,
  publicPaths.referral,
  publicPaths.referralTerms,
  publicPaths.blogs,
  publicPaths.clubHockeyArticle,
  publicPaths.privacy,
  publicPaths.terms,
  publicPaths.version,
  ...demoIds.map((id) => `${publicPaths.demo}/${id}`),
];

export interface PrerenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** emotion's `<style data-emotion>` elements for exactly the styles this markup uses. */
  styleTags: string;
  title: string | null;
  /** The lazy pages it shows: their chunks load with the app's (src/hydrate-after-paint.ts). */
  pageLoaders: PageModuleLoader[];
}

/**
 * Renders one page as a signed-out visitor's browser first renders it: the same providers and
 * routes as src/app-root.tsx, a memory router at `pathname`, no session (queries stay pending, so
 * data-driven parts show their loading state), every lazy page resolved before the HTML is
 * complete. Throws when any component fails, so a broken page fails the build.
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  // Key 'css' is the key of emotion's default cache in the browser, which adopts these style
  // elements at start-up instead of inserting the same rules again.
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const record: PrerenderRecord = { pageLoaders: new Set(), title: null };
  const router = createMemoryRouter(appRoutes, { initialEntries: [pathname] });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <PrerenderRecordContext.Provider value={record}>
          <AppProviders router={router} queryClient={createQueryClient()} isPrerendered />
        </PrerenderRecordContext.Provider>
      </CacheProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, in document order: React otherwise moves big ones to the
      // end of the HTML with an inline script to swap them in, which the CSP would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length) throw new AggregateError(errors, `Prerendering ${pathname} failed`);
  return {
    html,
    styleTags: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
    title: record.title,
    pageLoaders: [...record.pageLoaders],
  };
}
