import { getZonedFormatter, type StoredImage } from '@sideline/domain';
import type { SiteImage } from '@sideline/site';

/** Dates and times of a team's site, in the team's time zone (DESIGN.md). */
export function formatSiteDate(date: Date, timeZone: string): string {
  return getZonedFormatter(timeZone, 'weekdayDate').format(date);
}

export function formatSiteTime(date: Date, timeZone: string): string {
  return getZonedFormatter(timeZone, 'time').format(date);
}

/**
 * A stored image as the site shows it, or null when none was uploaded. Its size is the one given
 * (records that keep it in columns), else the one the image remembers; its WebP twin when it has one.
 */
export function toSiteImage(
  image: StoredImage | null | undefined,
  alt: string,
  size?: { width: number | null; height: number | null },
): SiteImage | null {
  if (!image?.link) return null;
  const width = size?.width || image.width;
  const height = size?.height || image.height;
  return {
    src: image.link,
    alt,
    ...(width && height ? { width, height } : {}),
    ...(image.webpLink ? { webpSrc: image.webpLink } : {}),
  };
}

/** What a page preloads for a picture: the WebP its `<picture>` picks in every current browser, else the image. */
export function toPreloadHref(image: SiteImage | null | undefined): string | null {
  return image ? (image.webpSrc ?? image.src) : null;
}

/** Plain text from stored HTML (tags dropped, entities of the common kind decoded), for excerpts. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a text, cut at a word and marked with an ellipsis when cut. */
export function excerpt(text: string, maxLength = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength - 20)).trimEnd()}…`;
}
