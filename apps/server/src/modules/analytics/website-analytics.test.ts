import type { AddressInfo } from 'node:net';
import { analyticsMessages, type WebsiteAnalytics } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSalts, pageViews } from '../../db/schema/analytics.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { getJson } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { pageViewBudgetPerAddress } from './page-view-rules.ts';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** What a browser sends when a person opens a page. */
const navigation = (userAgent = chrome, extra: Record<string, string> = {}) => ({
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  accept: 'text/html',
  'user-agent': userAgent,
  ...extra,
});

describe('website analytics: page views counted on the server', () => {
  let ctx: TestContext;
  // The business clock: visits are dated by it, and the day's salt follows it.
  let clock = new Date('2026-11-24T15:00:00Z');
  beforeAll(async () => {
    // A flush interval longer than the test: views reach the database only through the read's flush.
    ctx = await createTestApp({ ANALYTICS_FLUSH_MS: '600000' }, { now: () => clock });
  });
  afterAll(() => ctx.close());

  const visit = (
    slug: string,
    path: string,
    headers: Record<string, string>,
    remoteAddress = '203.0.113.7',
  ) => ctx.app.inject({ method: 'GET', url: `/sites/${slug}${path}`, headers, remoteAddress });

  async function websiteOf(cookie: string, query = ''): Promise<WebsiteAnalytics> {
    const res = await getJson(ctx.app, `/api/analytics/website${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('counts document navigations only: not fetches, revalidations, prefetches, bots or missing pages', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Counting Cranes' });
    const counted = [
      await visit(site.slug, '/', navigation()),
      await visit(
        site.slug,
        '/roster?sort=number',
        navigation(iphone, { referer: 'https://www.google.com/search?q=cranes' }),
      ),
      // A client without Fetch Metadata asking for HTML.
      await visit(site.slug, '/roster', { accept: 'text/html,*/*', 'user-agent': chrome }),
    ];
    for (const res of counted) expect(res.statusCode).toBe(200);
    const ignored = [
      // The live game page's refresh: a fetch of the page.
      await visit(site.slug, '/', { ...navigation(), 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }),
      // The same refresh from a client without Fetch Metadata revalidates its copy.
      await visit(site.slug, '/', { accept: 'text/html', 'user-agent': chrome, 'if-none-match': 'W/"x"' }),
      await visit(site.slug, '/', navigation(chrome, { 'sec-purpose': 'prefetch' })),
      await visit(site.slug, '/', navigation(chrome, { purpose: 'prefetch' })),
      await visit(site.slug, '/', navigation(googlebot)),
      await visit(site.slug, '/', navigation('')),
      await visit(site.slug, '/no-such-page', navigation()),
      // An image or stylesheet request of the page.
      await visit(site.slug, '/', { ...navigation(), 'sec-fetch-dest': 'image' }),
    ];
    expect(ignored.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 404, 200]);

    const stats = await websiteOf(site.cookie);
    expect(stats.totals).toEqual({ views: 3, visitors: 2 });
    expect(stats.topPages).toEqual([
      { path: '/roster', views: 2, visitors: 2 },
      { path: '/', views: 1, visitors: 1 },
    ]);
    expect(stats.referrers).toEqual([{ host: 'google.com', views: 1, visitors: 1 }]);
    expect(stats.devices).toEqual([
      { name: 'desktop', views: 2, visitors: 1 },
      { name: 'mobile', views: 1, visitors: 1 },
    ]);
    expect(stats.browsers).toEqual([
      { name: 'Chrome', views: 2, visitors: 1 },
      { name: 'Safari', views: 1, visitors: 1 },
    ]);
    // Nothing that identifies a person is stored: no address, no user agent string.
    const rows = await ctx.database.db.select().from(pageViews).where(eq(pageViews.teamId, site.teamId));
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    expect(JSON.stringify(rows)).not.toContain('AppleWebKit');
    expect(rows.every((row) => /^[0-9a-f]{32}$/.test(row.visitorId))).toBe(true);
  });

  // Issue 33 §5.5: one address added +400 visitors in 2.8 s by varying its user agent, and 400
  // spam referrers to the report.
  it('counts no more from one address in a day than its budget of visitors, referrers and views', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Inflated Ibis' });
    const { visitors, referrers } = pageViewBudgetPerAddress;
    for (let i = 0; i < 40; i++) await visit(site.slug, '/', navigation(`${chrome} Fake/${i}`));
    for (let i = 0; i < 40; i++) {
      const spam = navigation(chrome, { referer: `https://spam-${i}.example/` });
      await visit(site.slug, '/roster', spam, '203.0.113.8');
    }
    // Another address (another fan) is counted as usual.
    await visit(site.slug, '/', navigation(iphone), '198.51.100.23');
    const stats = await websiteOf(site.cookie);
    expect(stats.totals).toEqual({ views: visitors + referrers + 1, visitors: visitors + 2 });
    expect(stats.referrers).toHaveLength(referrers);
  });

  it('keeps a visitor’s repeated views of a page in one minute as one row, and counts every view', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Reloading Rails' });
    for (let i = 0; i < 5; i++) await visit(site.slug, '/', navigation());
    await visit(site.slug, '/', navigation(iphone));
    clock = new Date(clock.getTime() + 60_000);
    await visit(site.slug, '/', navigation());
    const stats = await websiteOf(site.cookie);
    expect(stats.totals).toEqual({ views: 7, visitors: 2 });
    expect(stats.topPages).toEqual([{ path: '/', views: 7, visitors: 2 }]);
    const rows = await ctx.database.db.select().from(pageViews).where(eq(pageViews.teamId, site.teamId));
    expect(rows.map((row) => row.views).sort()).toEqual([1, 1, 5]);
  });

  it("leaves out the team's own admin, signed in or previewing, but counts another team's admin", async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Admin Avocets' });
    const other = await createSiteTeam(ctx, { teamName: 'Other Orioles' });
    expect((await visit(site.slug, '/', navigation(chrome, { cookie: site.cookie }))).statusCode).toBe(200);
    const preview = await visit(
      site.slug,
      `/?team=${site.teamId}`,
      navigation(chrome, { cookie: site.cookie }),
    );
    expect(preview.headers['cache-control']).toContain('private');
    expect((await visit(site.slug, '/', navigation(chrome, { cookie: other.cookie }))).statusCode).toBe(200);

    expect((await websiteOf(site.cookie)).totals).toEqual({ views: 1, visitors: 1 });
  });

  it('shows each team its own views only, unpublished sites included, from sign-up on', async () => {
    const a = await createSiteTeam(ctx, { teamName: 'Tenant Terns' });
    const b = await createSiteTeam(ctx, { teamName: 'Tenant Teals' });
    expect(a.team.published).toBe(false);
    await visit(a.slug, '/', navigation());
    await visit(a.slug, '/roster', navigation());
    await visit(b.slug, '/schedule', navigation(iphone));

    const ofA = await websiteOf(a.cookie);
    const ofB = await websiteOf(b.cookie);
    expect(ofA.totals.views).toBe(2);
    expect(ofB.totals.views).toBe(1);
    expect(ofB.topPages.map((page) => page.path)).toEqual(['/schedule']);
    // The range is asked for in days of the team's zone; every day of it is in the series.
    const week = await websiteOf(a.cookie, '?from=2026-11-18&to=2026-11-24');
    expect(week.series.map((row) => row.period)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(week.series.at(-1)).toEqual({ period: '2026-11-24', views: 2, visitors: 1 });
    const byWeek = await websiteOf(a.cookie, '?from=2026-11-01&to=2026-11-30&interval=week');
    expect(byWeek.series.map((row) => row.period)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(byWeek.series.find((row) => row.period === '2026-11-23')?.views).toBe(2);
    // Signed out: nothing.
    expect((await getJson(ctx.app, '/api/analytics/website')).statusCode).toBe(401);
  });

  it("cannot link yesterday's visitor to today's: the day's salt changes and is deleted after 48 hours", async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Salted Swifts' });
    clock = new Date('2026-11-25T10:00:00Z');
    await visit(site.slug, '/', navigation());
    await visit(site.slug, '/roster', navigation());
    const sameDay = await websiteOf(site.cookie, '?from=2026-11-25&to=2026-11-26');
    expect(sameDay.totals).toEqual({ views: 2, visitors: 1 });

    clock = new Date('2026-11-26T10:00:00Z');
    await visit(site.slug, '/', navigation());
    const twoDays = await websiteOf(site.cookie, '?from=2026-11-25&to=2026-11-26');
    expect(twoDays.totals).toEqual({ views: 3, visitors: 2 });
    const ids = await ctx.database.db
      .select({ id: pageViews.visitorId })
      .from(pageViews)
      .where(eq(pageViews.teamId, site.teamId));
    expect(new Set(ids.map((row) => row.id)).size).toBe(2);

    // The worker deletes a salt 48 hours after it was made.
    const db = ctx.database.db;
    await db
      .update(analyticsSalts)
      .set({ createdAt: new Date('2026-11-25T00:00:00Z') })
      .where(eq(analyticsSalts.day, '2026-11-25'));
    await db
      .update(analyticsSalts)
      .set({ createdAt: new Date('2026-11-26T00:00:00Z') })
      .where(eq(analyticsSalts.day, '2026-11-26'));
    clock = new Date('2026-11-27T01:00:00Z');
    const expiry = ctx.app.workerTasks.find((task) => task.name === 'analytics-salt-expiry');
    await expiry?.run();
    const days = (await db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((row) => row.day);
    expect(days).toContain('2026-11-26');
    expect(days).not.toContain('2026-11-25');
    clock = new Date('2026-11-24T15:00:00Z');
  });

  it('refuses a range that ends before it starts, a malformed date and a range over two years', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Range Rails' });
    const cases: [string, string][] = [
      ['?from=2026-11-10&to=2026-11-01', analyticsMessages.rangeOrder],
      ['?from=11/01/2026', analyticsMessages.invalidDate],
      ['?from=2020-01-01&to=2026-11-01', analyticsMessages.rangeTooLong],
    ];
    for (const [query, message] of cases) {
      const res = await getJson(ctx.app, `/api/analytics/website${query}`, site.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(analyticsMessages.rangeOrder).toBe('Please choose a start date on or before the end date');
  });
});

describe('website analytics: cached pages answered before routing are counted too', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '60000', ANALYTICS_FLUSH_MS: '600000' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  it('counts the routed first view and the fast path repeat views, and routes a signed-in admin', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Fast Falcons' });
    const url = `${baseUrl}/sites/${site.slug}/roster`;
    for (let i = 0; i < 3; i++) expect((await fetch(url, { headers: navigation() })).status).toBe(200);
    // The admin's visit carries the session cookie: routed, recognised, not counted.
    expect((await fetch(url, { headers: navigation(chrome, { cookie: site.cookie }) })).status).toBe(200);
    const res = await getJson(ctx.app, '/api/analytics/website', site.cookie);
    expect(res.json().totals).toEqual({ views: 3, visitors: 1 });
  });
});
