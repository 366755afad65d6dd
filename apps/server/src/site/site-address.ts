import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Where a team site is asked for (DESIGN.md "Addresses"): the path form /sites/{slug}/... on the
 * platform's own host, {slug}.{BASE_DOMAIN}, or a custom domain recorded for the team. Requests
 * on a team's host are rewritten before routing to /_site/{host}/..., so one set of routes
 * serves both forms; paths that are the platform's on every host (files, assets, the API) are
 * left alone.
 */
export const siteHostRoutePrefix = '/_site';

const platformPathsOnEveryHost = ['/files/', '/site-assets/', '/assets/', '/api/'];

export interface SiteHostOptions {
  /** The platform's public address (BASE_URL). */
  baseUrl: string;
  /** Team sites answer at {slug}.{baseDomain}. */
  baseDomain: string;
}

/**
 * The primary address of a team's site, its canonical origin: the custom domain when it has one,
 * else {slug}.{BASE_DOMAIN} with the platform's scheme and port.
 */
export function buildTeamSiteOrigin(team: { url: string; slug: string }, options: SiteHostOptions): string {
  if (team.url) return `https://${team.url.toLowerCase()}`;
  const base = new URL(options.baseUrl);
  return `${base.protocol}//${team.slug}.${options.baseDomain}${base.port ? `:${base.port}` : ''}`;
}

/** A host name without port, lower case. */
export function normalizeHost(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  // `hawks.org.` is the same host as `hawks.org` (the fully qualified spelling).
  const withoutPort = host.replace(/:\d+$/, '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}

export function createSiteHostRules(options: SiteHostOptions) {
  const baseDomain = options.baseDomain.toLowerCase();
  const platformHosts = new Set([
    new URL(options.baseUrl).hostname.toLowerCase(),
    baseDomain,
    `www.${baseDomain}`,
    'localhost',
  ]);

  /** The platform itself: its own host names and bare IP addresses (health checks, benchmarks). */
  function isPlatformHost(host: string): boolean {
    return host === '' || platformHosts.has(host) || isIP(host.replace(/^\[|\]$/g, '')) !== 0;
  }

  /** The slug of a {slug}.{baseDomain} host, or null for any other host (a custom domain). */
  function slugOfHost(host: string): string | null {
    const suffix = `.${baseDomain}`;
    if (!host.endsWith(suffix)) return null;
    const slug = host.slice(0, -suffix.length);
    return /^[a-z0-9-]+$/.test(slug) ? slug : null;
  }

  /** Fastify's rewriteUrl: requests on a team's host become /_site/{host}{path}. */
  function rewriteUrl(request: IncomingMessage): string {
    const url = request.url ?? '/';
    const host = normalizeHost(request.headers.host);
    if (isPlatformHost(host)) return url;
    if (platformPathsOnEveryHost.some((prefix) => url.startsWith(prefix))) return url;
    return `${siteHostRoutePrefix}/${encodeURIComponent(host)}${url.startsWith('/') ? url : `/${url}`}`;
  }

  return { isPlatformHost, slugOfHost, rewriteUrl };
}

export type SiteHostRules = ReturnType<typeof createSiteHostRules>;
