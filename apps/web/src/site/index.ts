export { showsFooterSponsors } from './layout/site-document.tsx';
export { renderSitePage } from './site-page.tsx';
export * from './site-view.ts';
/** The public site's stylesheet; the server inlines it into every page. */
export const siteStylesheetUrl = new URL('./site.css', import.meta.url);
