import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { teamSitePath } from '@sideline/domain';
import { normalizeHost, type SiteHostRules, siteHostRoutePrefix } from './site-address.ts';
import { type CachedResponse, pageCacheKey } from './site-page-cache.ts';
import { choosePageRepresentation, type PageRepresentation } from './site-response.ts';
import { normalizeSitePath } from './site-router.ts';
import type { SiteAddress } from './site-team-resolver.ts';
import type { SiteTeamRecord } from './site-teams.repository.ts';

/**
 * A cached public page served straight from the HTTP server, before Fastify routes the request:
 * like a static file, with the same headers the routed answer had (security headers learnt from
 * a routed site page). It answers only what is certain — a plain GET or HEAD of a page this
 * instance rendered, for a team it looked up within the revalidation interval — and hands every
 * other request (queries such as ?team=, anything encoded, misses) to Fastify unchanged.
 */
export interface SiteFastPath {
  /** True when it answered the request. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

/** Per-response headers the fast path sets itself; every other header of a routed site page is shared. */
const ownHeaders = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'vary',
  'cache-control',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  // Never replayed to another visitor, whatever set it.
  'set-cookie',
]);

/**
 * Each stored page's header lines per representation (status and encoding), as the flat
 * name/value list `writeHead` accepts. Building a header object per request (spread of the
 * shared and per-page headers) measured about a fifth of this path's CPU time; the lines never
 * change for a stored page, so they are built once.
 */
const headerLists = new WeakMap<CachedResponse, Map<string, OutgoingHttpHeader[]>>();

function headerListOf(
  cached: CachedResponse,
  chosen: PageRepresentation,
  sharedHeaders: OutgoingHttpHeaders,
): OutgoingHttpHeader[] {
  let lists = headerLists.get(cached);
  if (!lists) {
    lists = new Map();
    headerLists.set(cached, lists);
  }
  const key = `${chosen.status} ${chosen.headers['content-encoding'] ?? 'identity'}`;
  let list = lists.get(key);
  if (!list) {
    const headers: OutgoingHttpHeaders = {
      ...sharedHeaders,
      ...chosen.headers,
      ...(chosen.body ? { 'content-length': String(chosen.body.length) } : {}),
    };
    list = Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [name, value]));
    lists.set(key, list);
  }
  return list;
}

/** Plain paths only: with nothing to decode, the raw path is the path the router would see. */
const plainPath = /^\/[A-Za-z0-9\-._~/]*$/;

/**
 * The other host of a custom domain pair (apex or www): it redirects to the team's `url`, which
 * the routed request answers, so the fast path leaves it alone.
 */
export function isRedirectingHost(address: SiteAddress, record: SiteTeamRecord): boolean {
  return address.kind === 'custom-domain' && record.team.url.toLowerCase() !== address.host;
}

/**
 * Where the site reports each public page it answered (the analytics module's page-view
 * counter): both the fast path and the routed path call it.
 */
export interface SitePageViews {
  /** True when this request must go through the router (it may be the team's signed-in admin). */
  isForRoutedPath(request: IncomingMessage): boolean;
  count(request: IncomingMessage, teamId: string, sitePath: string, status: number): void;
}

export function createSiteFastPath(deps: {
  hostRules: SiteHostRules;
  pageViews: SitePageViews;
  peekTeam(address: SiteAddress): SiteTeamRecord | null | undefined;
  cachedPage(key: string): CachedResponse | undefined;
}) {
  let sharedHeaders: OutgoingHttpHeaders | null = null;

  function locate(request: IncomingMessage): { address: SiteAddress; root: string; sitePath: string } | null {
    const url = request.url ?? '';
    if (!plainPath.test(url)) return null;
    const host = normalizeHost(request.headers.host);
    if (deps.hostRules.isPlatformHost(host)) {
      const [, slug, sitePath] = /^\/sites\/([a-z0-9-]+)(\/.*)?$/.exec(url) ?? [];
      if (!slug) return null;
      return {
        address: { kind: 'slug', slug },
        root: teamSitePath(slug),
        sitePath: sitePath ?? '/',
      };
    }
    if (url.startsWith(`${siteHostRoutePrefix}/`) || /^\/(files|assets|site-assets|api)\//.test(url))
      return null;
    const slug = deps.hostRules.slugOfHost(host);
    return {
      address: slug ? { kind: 'subdomain', slug } : { kind: 'custom-domain', host },
      root: '',
      sitePath: url,
    };
  }

  return {
    /** Remembers the shared headers of a routed site page (security headers and the like). */
    learnHeaders(headers: OutgoingHttpHeaders): void {
      if (sharedHeaders) return;
      sharedHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !ownHeaders.has(name)));
    },
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (!sharedHeaders || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      if (deps.pageViews.isForRoutedPath(request)) return false;
      const place = locate(request);
      if (!place) return false;
      const record = deps.peekTeam(place.address);
      if (!record?.isActive || record.isClosed || isRedirectingHost(place.address, record)) return false;
      const sitePath = normalizeSitePath(place.sitePath);
      const cached = deps.cachedPage(pageCacheKey(record.team, place.root, sitePath));
      if (!cached) return false;
      const chosen = choosePageRepresentation(cached, {
        acceptEncoding: request.headers['accept-encoding'],
        ifNoneMatch: request.headers['if-none-match'],
      });
      const body = chosen.body && request.method === 'GET' ? chosen.body : null;
      response.writeHead(chosen.status, headerListOf(cached, chosen, sharedHeaders));
      response.end(body ?? undefined);
      if (request.method === 'GET') deps.pageViews.count(request, record.team.id, sitePath, chosen.status);
      return true;
    },
  };
}

/**
 * The hook between the HTTP server (created before any route exists) and the site module that
 * fills it in; until then, and for every request it declines, Fastify answers.
 */
export function createSiteFastPathSlot() {
  let fastPath: SiteFastPath | null = null;
  return {
    install(path: SiteFastPath): void {
      fastPath = path;
    },
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      return fastPath?.serve(request, response) ?? false;
    },
  };
}

export type SiteFastPathSlot = ReturnType<typeof createSiteFastPathSlot>;
