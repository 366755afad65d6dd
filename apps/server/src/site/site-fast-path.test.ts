import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamScope } from '../platform/tenant-scope.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteHostRules } from './site-address.ts';
import { createSiteFastPath } from './site-fast-path.ts';
import { createCachedResponse, pageCacheKey } from './site-page-cache.ts';
import type { SiteAddress } from './site-team-resolver.ts';
import type { SiteTeamRecord } from './site-teams.repository.ts';
import { createSiteTeam } from './site-test-helpers.ts';

const team = { id: 'team-1', slug: 'otters', contentVersion: 7 } as SiteTeamRecord['team'];
const page = createCachedResponse('<!doctype html><title>Roster</title>', {
  status: 200,
  contentType: 'text/html; charset=utf-8',
  etag: 'W/"b.7"',
});

/** The pages the fast path reported as answered: [team, path, status]. */
const counted: [string, string, number][] = [];

/** The fast path alone, on a real HTTP server, with a team and one cached page it may serve. */
function startFastPathServer(options: { isActive?: boolean; fresh?: boolean; learnt?: boolean } = {}) {
  const fastPath = createSiteFastPath({
    pageViews: {
      isForRoutedPath: (request) => (request.headers.cookie ?? '').includes('session'),
      count: (_request, teamId, sitePath, status) => counted.push([teamId, sitePath, status]),
    },
    hostRules: createSiteHostRules({ baseUrl: 'http://localhost:3000', baseDomain: 'localhost' }),
    peekTeam: (address: SiteAddress) =>
      options.fresh === false || !('slug' in address) || address.slug !== 'otters'
        ? undefined
        : { team, scope: createTeamScope(team.id), isActive: options.isActive ?? true, isClosed: false },
    cachedPage: (key) =>
      key === pageCacheKey(team, '/sites/otters', '/roster') || key === pageCacheKey(team, '', '/roster')
        ? page
        : undefined,
  });
  if (options.learnt !== false)
    fastPath.learnHeaders({ 'x-frame-options': 'DENY', 'set-cookie': 'a=b', etag: 'old' });
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    if (!fastPath.serve(request, response)) response.writeHead(599).end('routed');
  });
  return new Promise<{ url: string; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe('site fast path', () => {
  it('answers a cached page with the learnt headers, never a learnt cookie; 304 and encodings as routed', async () => {
    const server = await startFastPathServer();
    try {
      const res = await fetch(`${server.url}/sites/otters/roster/`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('etag')).toBe('W/"b.7"');
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(await res.text()).toContain('<title>Roster</title>');
      const unchanged = await fetch(`${server.url}/sites/otters/roster`, {
        headers: { 'if-none-match': 'W/"b.7"' },
      });
      expect(unchanged.status).toBe(304);
      // Each representation keeps its own header lines: no gzip headers on a plain answer.
      const plain = await fetch(`${server.url}/sites/otters/roster`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('x-frame-options')).toBe('DENY');
      expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(await plain.text()));
      // fetch() cannot set Host: a team's own address is asked for with node:http.
      expect(await statusWithHost(`${server.url}/roster`, 'otters.localhost:3000')).toBe(200);
      expect(await statusWithHost(`${server.url}/api/health`, 'otters.localhost:3000')).toBe(599);
      // Every GET it answered is reported to the page-view counter, with the normalized path.
      expect(counted).toEqual([
        ['team-1', '/roster', 200],
        ['team-1', '/roster', 304],
        ['team-1', '/roster', 200],
        ['team-1', '/roster', 200],
      ]);
    } finally {
      server.close();
    }
  });

  it('leaves to routing what it cannot be sure of', async () => {
    const server = await startFastPathServer();
    try {
      for (const [path, init] of [
        ['/sites/otters/roster?team=team-1', {}],
        ['/sites/otters/ros%74er', {}],
        ['/sites/otters/schedule', {}],
        ['/sites/others/roster', {}],
        ['/sites/otters/roster', { method: 'POST' }],
        // Maybe the team's admin: the routed path looks at the session.
        ['/sites/otters/roster', { headers: { cookie: 'sideline.session_token=x' } }],
      ] as const) {
        expect((await fetch(`${server.url}${path}`, init)).status, path).toBe(599);
      }
    } finally {
      server.close();
    }
    for (const options of [{ isActive: false }, { fresh: false }, { learnt: false }]) {
      const other = await startFastPathServer(options);
      try {
        expect((await fetch(`${other.url}/sites/otters/roster`)).status, JSON.stringify(options)).toBe(599);
      } finally {
        other.close();
      }
    }
  });
});

describe('site fast path in the app', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '60000' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  it('answers a repeat view exactly as the routed first view did', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Repeat Ravens' });
    const url = `${baseUrl}/sites/${site.slug}/roster`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const second = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const headersOf = (res: Response) =>
      Object.fromEntries(
        [...res.headers.entries()].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)),
      );
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(headersOf(second)['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headersOf(second)['x-frame-options']).toBe('SAMEORIGIN');
    expect(await second.text()).toBe(await first.text());
  });
});
