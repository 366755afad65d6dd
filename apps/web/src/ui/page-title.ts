import { useContext, useEffect } from 'react';
import { PrerenderRecordContext } from './prerender-context.ts';

/** Sets the tab title ("Pricing | Sideline"). */
export function usePageTitle(title: string | undefined): void {
  const fullTitle = title ? `${title} | Sideline` : 'Sideline: websites and stores for club teams';
  // A prerender has no document: it writes the title into the page's HTML instead.
  const record = useContext(PrerenderRecordContext);
  if (record) record.title = fullTitle;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
