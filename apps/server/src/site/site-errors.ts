import { closedSiteMessages } from '@sideline/domain';
import { renderSitePage, type SiteTeamView } from '@sideline/site';
import type { SiteAssets } from './site-assets.ts';
import { type CachedResponse, createCachedResponse } from './site-page-cache.ts';
import { buildSiteColors } from './site-team-view.ts';

/** The answers for an address with no team to take a style from. */
export interface NeutralPages {
  notFound: CachedResponse;
  gone: CachedResponse;
  /** A team whose website subscription ended (decision 032): its name, and that the site is closed. */
  closed(teamName: string): CachedResponse;
}

export function createNeutralPages(options: { baseUrl: string; assets: SiteAssets }): NeutralPages {
  return {
    notFound: renderNeutralPage(
      options,
      404,
      'Team site not found',
      'There is no team site at this address.',
    ),
    gone: renderNeutralPage(options, 410, 'Team site unavailable', 'This team site is no longer available.'),
    closed: (teamName) =>
      renderNeutralPage(
        options,
        410,
        closedSiteMessages.heading(teamName),
        closedSiteMessages.message(teamName),
      ),
  };
}

/** The 404 and 410 answers when there is no team to take a style from: Sideline's own colors. */
function renderNeutralPage(
  options: { baseUrl: string; assets: SiteAssets },
  status: number,
  heading: string,
  message: string,
): CachedResponse {
  const team: SiteTeamView = {
    name: 'Sideline',
    initials: 'S',
    sportName: 'Team websites',
    slogan: '',
    logo: null,
    colors: buildSiteColors({}, false),
    darkMode: false,
    root: '',
    homeHref: options.baseUrl,
    nav: [],
    socials: [],
    policiesHref: `${options.baseUrl}/privacy`,
    calendarHref: '',
    footerSponsors: [],
    cart: null,
    platformHref: options.baseUrl,
  };
  const html = renderSitePage(
    {
      team,
      seo: {
        title: `${heading} | Sideline`,
        description: message,
        canonical: options.baseUrl,
        ogType: 'website',
        image: null,
        preloadImage: null,
        jsonLd: [],
        noIndex: true,
      },
      designPage: null,
      design: 1,
      page: { kind: 'not-found', heading, message },
      islandScript: null,
    },
    options.assets.css,
  );
  return createCachedResponse(html, { status, contentType: 'text/html; charset=utf-8', etag: '' });
}
