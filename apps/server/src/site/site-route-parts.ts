import type { NeutralPages } from './site-errors.ts';
import type { SitePageRenderer } from './site-page-renderer.ts';
import type { SitePageSender } from './site-replies.ts';
import type { SiteRequestAddress } from './site-request-address.ts';
import type { createSiteTeamResolver } from './site-team-resolver.ts';

export type SiteTeamResolver = ReturnType<typeof createSiteTeamResolver>;

/** What the site's route groups share: one team resolver, page renderer and neutral pages per app. */
export interface SiteRouteParts {
  addresses: { bySlug: SiteRequestAddress; byHost: SiteRequestAddress };
  resolver: SiteTeamResolver;
  renderer: SitePageRenderer;
  neutralPages: NeutralPages;
  sendPage: SitePageSender;
}
