import { getZonedFormatter, type StoredImage } from '@sideline/domain';
import type { SiteImage } from '@sideline/web/site';

/** Dates and times of a team's site, in the team's time zone (DESIGN.md). */
export function formatSiteDate(date: Date, timeZone: string): string {
  return getZonedFormatter(timeZone, 'weekdayDate').format(date);
}

export function formatSiteTime(date: Date, timeZone: string): string {
  return getZonedFormatter(timeZone, 'time').format(date);
}

/** A stored image as the site shows it, or null when none was uploaded. */
export function toSiteImage(
  image: StoredImage | null | undefined,
  alt: string,
  size?: { width: number | null; height: number | null },
): SiteImage | null {
  if (!image?.link) return null;
  return {
    src: image.link,
    alt,
    ...(size?.width && size.height ? { width: size.width, height: size.height } : {}),
  };
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
