import type { DesignPageType } from '@sideline/domain';
import type { SitePageModel, SitePageView, SiteSeo, SiteTeamView } from '@sideline/site';
import type { SiteContentRepository } from './site-content.repository.ts';
import type { SiteTeamRow } from './site-teams.repository.ts';

/** Everything a page builder needs to turn one team's content into a page. */
export interface SiteContext {
  team: SiteTeamRow;
  view: SiteTeamView;
  repo: SiteContentRepository;
  /** '' on the team's own host, /sites/{slug} on the platform host. */
  root: string;
  /** Absolute URL of the site's primary address (custom domain or {slug}.{BASE_DOMAIN}), no trailing slash. */
  canonicalOrigin: string;
  /** Absolute origin the visitor used, for absolute image URLs in meta tags. */
  requestOrigin: string;
  now: Date;
  /** The signed "page made at" value of the forms' minimum fill time (form-start-token.ts). */
  formStartToken: string;
  /** The team's admin previewing unpublished content (?team=). */
  isPreview: boolean;
  /** A link within the site. */
  href(sitePath: string): string;
  /** The canonical absolute URL of a site path. */
  canonical(sitePath: string): string;
  /** An absolute URL for a stored file link (/files/...) or '' when empty. */
  absolute(link: string): string;
}

/**
 * What a page builder returns: the page, its SEO, and which design setting applies. SEO fields a
 * page leaves out default to a plain website page without image or structured data.
 */
export interface BuiltPage {
  status: number;
  /**
   * When the clock alone changes what the page shows (the next game starts, an event ends, see
   * `firstChangeAfter` below): the cached page and its ETag last until then. None: only a write does.
   */
  validUntil?: Date | null;
  designPage: DesignPageType | null;
  page: SitePageView;
  seo: Pick<SiteSeo, 'title' | 'description'> &
    Partial<
      Pick<SiteSeo, 'ogType' | 'keywords' | 'image' | 'preloadImage' | 'preloadImageMobile' | 'jsonLd'>
    > & {
      canonicalPath: string;
      /** A page for one visitor (cart, order): never indexed, whatever the site's setting. */
      noIndex?: boolean;
    };
}

export type PageModelWithoutShell = Omit<SitePageModel, 'islandScript'>;

/**
 * The first moment the clock changes a page showing what is still to come: each of `moments` is
 * shown as upcoming while it is not past, so the page changes just after the earliest one still
 * ahead of `now`. Null when none is ahead (only a content write changes the page).
 */
export function firstChangeAfter(now: Date, moments: readonly (Date | null | undefined)[]): Date | null {
  let earliest: number | null = null;
  for (const moment of moments) {
    const time = moment?.getTime();
    if (time === undefined || time < now.getTime()) continue;
    if (earliest === null || time < earliest) earliest = time;
  }
  return earliest === null ? null : new Date(earliest + 1);
}
