export { showsFooterSponsors } from './layout/site-document.tsx';
export { readSiteAssets, type SiteAssets } from './site-assets.ts';
export { renderSitePage } from './site-page.tsx';
export * from './site-view.ts';
