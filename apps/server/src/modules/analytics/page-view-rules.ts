import type { IncomingHttpHeaders } from 'node:http';
import Bowser from 'bowser';
import { isbot } from 'isbot';

/**
 * Whether a request for a public page is a person navigating to it (docs/decisions/029):
 * browsers say so with `Sec-Fetch-Dest: document`; the live game page's refreshes and any other
 * fetch say `empty`. A client without Fetch Metadata counts when it asks for HTML and is not
 * revalidating a copy it already has (a refresh loop sends If-None-Match). Prefetches and
 * prerenders (`Sec-Purpose`/`Purpose: prefetch`) are not views.
 */
export function isPageNavigation(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'];
  if (typeof purpose === 'string' && /prefetch|prerender|preview/i.test(purpose)) return false;
  if (headers['x-moz'] === 'prefetch') return false;
  const destination = headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  const accept = headers.accept ?? '';
  return accept.includes('text/html') && headers['if-none-match'] === undefined;
}

/**
 * What one client address may add to one team's figures in a UTC day (issue 33 §5.5: +400
 * visitors in 2.8 s from one address by varying the user agent, 400 spam referrers). A family
 * behind one router stays well inside it; views past it are not counted. Each instance keeps its
 * own budget, so N web instances allow at most N times it.
 */
export const pageViewBudgetPerAddress = { visitors: 10, referrers: 10, views: 1000 } as const;

/** Addresses whose budget an instance keeps per day; past it, new addresses of the day are not counted. */
export const pageViewBudgetAddresses = 100_000;

export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'other';

export interface VisitorAgent {
  isBot: boolean;
  device: DeviceKind;
  /** The browser's family name, never its version. */
  browser: string;
}

/**
 * User agents already described. Parsing one costs about 0.2 ms (isbot's and bowser's regular
 * expressions), paid per view when the batch is written; a site's visitors send few distinct
 * strings, so they are kept, and the whole map is dropped when it grows past its bound.
 */
const describedAgents = new Map<string, VisitorAgent>();
const describedAgentsBound = 2000;

/** Bots by isbot's list (an empty user agent is one); device and browser family by bowser. */
export function describeUserAgent(userAgent: string): VisitorAgent {
  const known = describedAgents.get(userAgent);
  if (known) return known;
  if (describedAgents.size >= describedAgentsBound) describedAgents.clear();
  const described = parseUserAgent(userAgent);
  describedAgents.set(userAgent, described);
  return described;
}

function parseUserAgent(userAgent: string): VisitorAgent {
  if (!userAgent || isbot(userAgent)) return { isBot: true, device: 'other', browser: '' };
  const parsed = Bowser.parse(userAgent);
  if (parsed.platform.type === 'bot') return { isBot: true, device: 'other', browser: '' };
  const type = parsed.platform.type;
  const device: DeviceKind = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
  return { isBot: false, device, browser: parsed.browser.name || 'Other' };
}

/** The referring page's host, or '' for none, an unreadable one, or the site's own host. */
export function referrerHostOf(referer: string | undefined, ownHost: string | undefined): string {
  if (!referer) return '';
  try {
    const host = new URL(referer).hostname.toLowerCase().replace(/^www\./, '');
    const own = (ownHost ?? '')
      .toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '');
    return host === own ? '' : host;
  } catch {
    return '';
  }
}

/** The session cookie better-auth sets (prefix `sideline`, platform/auth.ts), secure or not. */
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean {
  return /(^|;\s*)(__Secure-)?sideline\.session_token=/.test(headers.cookie ?? '');
}
