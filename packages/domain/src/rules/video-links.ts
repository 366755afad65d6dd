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

/**
 * The player address a page may frame for a video link: YouTube (privacy-enhanced host) and
 * Vimeo, whose players need no knowledge of the embedding site. Other sites (Twitch needs the
 * embedding host name, Facebook and Hudl their own scripts) stay plain links: null here.
 */
export function toVideoEmbedUrl(value: string): string | null {
  const url = parseUrl(value.trim());
  if (url?.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const id = (pattern: RegExp, text: string) => pattern.exec(text)?.[1] ?? null;
  if (host === 'youtube-nocookie.com' || host === 'youtube.com') {
    const videoId =
      id(/^\/(?:embed|live|shorts)\/([\w-]{6,20})$/, url.pathname) ??
      (url.pathname === '/watch' ? id(/[?&]v=([\w-]{6,20})(?:&|$)/, url.search) : null);
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'youtu.be') {
    const videoId = id(/^\/([\w-]{6,20})$/, url.pathname);
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const videoId = id(/^\/(?:video\/)?(\d{4,12})$/, url.pathname);
    return videoId ? `https://player.vimeo.com/video/${videoId}` : null;
  }
  return null;
}

/** The hosts of toVideoEmbedUrl's players: the public pages' frame-src. */
export const videoEmbedHosts = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
