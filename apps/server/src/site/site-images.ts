import { type ContentDefaultImageKind, contentDefaultImageIds, type WebsiteImage } from '@sideline/domain';
import type { SiteImage } from '@sideline/site';
import type { SiteContext } from './site-context.ts';
import { toSiteImage } from './site-format.ts';
import { safeExternalUrl } from './site-team-view.ts';

/**
 * The team's website image slots (Website → Images) as the public site uses them: the look-ups of
 * a slot and its link, and which default picture stands in for content without its own (the
 * mapping itself is the domain's `contentDefaultImageIds`).
 */

/** A website image's link: a site path within the site, or a safe external address. */
export function websiteImageLink(ctx: SiteContext, link: string): string | null {
  if (!link) return null;
  return link.startsWith('/') ? ctx.href(link) : safeExternalUrl(link);
}

/** A slot of the team's website images that holds a picture, else undefined. */
export function findWebsiteImage(ctx: SiteContext, id: string): WebsiteImage | undefined {
  return ctx.team.website.images.find((image) => image.id === id && image.image.link);
}

/**
 * The team's default picture for a kind of content, or null when the admin has set none. It is a
 * stand-in, not a picture of the record it is shown for, so it is decorative (empty alt): the
 * record's title beside it already names it.
 */
export function contentDefaultImage(ctx: SiteContext, kind: ContentDefaultImageKind): SiteImage | null {
  const slot = findWebsiteImage(ctx, contentDefaultImageIds[kind]);
  return slot ? toSiteImage(slot.image, '') : null;
}

/** A record's own picture, else the team's default picture for its kind of content. */
export function imageOrDefault(
  ctx: SiteContext,
  own: SiteImage | null,
  kind: ContentDefaultImageKind,
): SiteImage | null {
  return own ?? contentDefaultImage(ctx, kind);
}
