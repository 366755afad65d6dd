import { articlesSitePages } from '../modules/articles/articles.site-pages.ts';
import { customPagesSitePages } from '../modules/custom-pages/custom-pages.site-pages.ts';
import { eventsSitePages } from '../modules/events/events.site-pages.ts';
import { formsSitePages } from '../modules/forms/forms.site-pages.ts';
import { galleriesSitePages } from '../modules/galleries/galleries.site-pages.ts';
import { gameSheetSitePages } from '../modules/game-sheet/game-sheet.site-pages.ts';
import { gamesSitePages } from '../modules/games/games.site-pages.ts';
import { rosterSitePages } from '../modules/roster/roster.site-pages.ts';
import { seasonsSitePages } from '../modules/seasons/seasons.site-pages.ts';
import { sponsorsSitePages } from '../modules/sponsors/sponsors.site-pages.ts';
import { staffSitePages } from '../modules/staff/staff.site-pages.ts';
import { websiteSitePages } from '../modules/website/website.site-pages.ts';
import type { SitePages } from './site-pages.ts';

/**
 * Every area's public pages: the one place site/ reaches into the modules. The order is the
 * sitemap's: home and about first, then people, schedule, news and sponsors.
 */
export const allSitePages: readonly SitePages[] = [
  websiteSitePages,
  rosterSitePages,
  staffSitePages,
  seasonsSitePages,
  gamesSitePages,
  eventsSitePages,
  gameSheetSitePages,
  articlesSitePages,
  galleriesSitePages,
  sponsorsSitePages,
  formsSitePages,
  customPagesSitePages,
];
