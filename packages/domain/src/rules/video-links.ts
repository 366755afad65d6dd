import { type ParsedUrl, parseUrl } from './parse-url.ts';

/**
 * Video links (spec part 2 §5: "Video links support several video sites and live streams"). A
 * game's promotional video may be a recording or a live stream on a known site; any other https
 * address is kept as a plain link.
 */
export const videoProviders = ['youtube', 'vimeo', 'twitch', 'facebook', 'hudl', 'link'] as const;
export type VideoProvider = (typeof videoProviders)[number];

export interface VideoLink {
  provider: VideoProvider;
  /** A live stream rather than a recording (YouTube live, Twitch channels, Facebook live). */
  live: boolean;
  url: string;
}

const providerHosts: [VideoProvider, RegExp][] = [
  ['youtube', /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$/],
  ['vimeo', /(^|\.)vimeo\.com$/],
  ['twitch', /(^|\.)twitch\.tv$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.watch)$/],
  ['hudl', /(^|\.)hudl\.com$/],
];

function isLive(provider: VideoProvider, url: ParsedUrl): boolean {
  const path = url.pathname.toLowerCase();
  if (provider === 'youtube') return path.startsWith('/live') || path.endsWith('/live');
  // A Twitch channel page is its live stream; recordings live under /videos/.
  if (provider === 'twitch') return !path.startsWith('/videos/');
  if (provider === 'facebook') return path.includes('/live');
  if (provider === 'vimeo') return path.startsWith('/event/');
  return false;
}

/** The video link an admin typed, or null when it is not an http(s) address. */
export function parseVideoLink(value: string): VideoLink | null {
  const url = parseUrl(value.trim());
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const provider = providerHosts.find(([, pattern]) => pattern.test(host))?.[0] ?? 'link';
  return { provider, live: isLive(provider, url), url: url.href };
}

/** What the public page's link says: "Watch live" for a stream, "Watch the video" otherwise. */
export function videoLinkLabel(link: VideoLink): string {
  return link.live ? 'Watch live' : 'Watch the video';
}
