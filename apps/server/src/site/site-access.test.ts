import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema/articles.ts';
import { games } from '../db/schema/games.ts';
import { players } from '../db/schema/roster.ts';
import { teamAdminInfo, teams } from '../db/schema/teams.ts';
import { appHeaders, createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteTeam, fetchSitePage, setCustomHost } from './site-test-helpers.ts';

/**
 * How a team site is reached and kept fresh: path, subdomain and custom domain; the admin's
 * preview; gone and unknown teams; the page cache and its invalidation; the machine-readable
 * files; and team-written text that must stay text.
 */
describe('public team site: addresses, preview, freshness and feeds', () => {
  let ctx: TestContext;
  let site: Awaited<ReturnType<typeof createSiteTeam>>;
  let other: Awaited<ReturnType<typeof createSiteTeam>>;
  const db = () => ctx.database.db;
  // The app's clock runs with the wall clock, plus whatever the test moves it forward by.
  let clockAheadMs = 0;
  const outlastRevalidation = () => {
    clockAheadMs += 1100;
  };

  beforeAll(async () => {
    // The production default: an instance re-reads a team at most once a second.
    ctx = await createTestApp(
      { SITE_REVALIDATE_MS: '1000' },
      { now: () => new Date(Date.now() + clockAheadMs) },
    );
    site = await createSiteTeam(ctx, { teamName: 'Bayside Otters' });
    other = await createSiteTeam(ctx, { teamName: 'Inland Badgers', sportsType: 'MENSRUGBY' });
  });
  afterAll(() => ctx.close());

  it('answers the same team at /sites/{slug}, at {slug}.{BASE_DOMAIN} and at its custom domain', async () => {
    await setCustomHost(db(), site.teamId, 'www.baysideotters.org');
    const byPath = await fetchSitePage(ctx.app, `/sites/${site.slug}/roster`);
    const bySubdomain = await fetchSitePage(ctx.app, '/roster', { host: `${site.slug}.localhost:3000` });
    const byDomain = await fetchSitePage(ctx.app, '/roster', { host: 'WWW.BaysideOtters.org' });
    for (const page of [byPath, bySubdomain, byDomain]) {
      expect(page.status).toBe(200);
      expect(page.html.querySelector('.brand-name')?.textContent).toBe('Bayside Otters');
    }
    // Links stay on the address the visitor used; the canonical URL is the primary address.
    expect(byPath.html.querySelector('a.brand')?.getAttribute('href')).toBe(`/sites/${site.slug}`);
    expect(bySubdomain.html.querySelector('a.brand')?.getAttribute('href')).toBe('/');
    const canonical = (p: typeof byPath) =>
      p.html.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical(byPath)).toBe('https://www.baysideotters.org/roster');
    expect(canonical(bySubdomain)).toBe(canonical(byDomain));
    // Files and the API stay the platform's on a team's host.
    expect(
      (await ctx.app.inject({ url: '/api/health', headers: { host: 'www.baysideotters.org' } })).json(),
    ).toMatchObject({ ok: true });
  });

  it('answers an unknown team or host with a 404 page, never a server error', async () => {
    for (const request of [
      { url: '/sites/no-such-team' },
      { url: '/sites/no-such-team/roster' },
      { url: '/', headers: { host: 'nobody.localhost:3000' } },
      { url: '/about', headers: { host: 'unknown-domain.example' } },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', ...request });
      expect(res.statusCode, request.url).toBe(404);
      expect(res.body).toContain('Team site not found');
    }
    // The internal prefix means nothing on the platform's own host.
    expect((await ctx.app.inject({ url: `/_site/${site.slug}.localhost/` })).statusCode).not.toBe(200);
  });

  it('answers 410 for a team the platform blocked and 404 once it is deleted', async () => {
    const gone = await createSiteTeam(ctx, { teamName: 'Vanished Voles' });
    await db().update(teamAdminInfo).set({ active: false }).where(eq(teamAdminInfo.teamId, gone.teamId));
    const blocked = await ctx.app.inject({ url: `/sites/${gone.slug}/` });
    expect(blocked.statusCode).toBe(410);
    expect(blocked.body).toContain('no longer available');
    expect(blocked.body).not.toContain('Vanished Voles');
    await db().delete(teams).where(eq(teams.id, gone.teamId));
    // Within one revalidation interval an instance may still answer from what it last read.
    outlastRevalidation();
    expect((await ctx.app.inject({ url: `/sites/${gone.slug}/` })).statusCode).toBe(404);
  });

  it('shows unpublished content with ?team= only to that team’s signed-in admin, never shared', async () => {
    await db().insert(articles).values({
      teamId: site.teamId,
      title: 'Draft: new coach',
      url: 'draft-new-coach',
      content: '<p>soon</p>',
      published: false,
    });
    const path = `/sites/${site.slug}/articles?team=${site.teamId}`;
    const anonymous = await fetchSitePage(ctx.app, path);
    const otherAdmin = await fetchSitePage(ctx.app, path, { cookie: other.cookie });
    const admin = await fetchSitePage(ctx.app, path, { cookie: site.cookie });
    expect(anonymous.text()).not.toContain('Draft: new coach');
    expect(otherAdmin.text()).not.toContain('Draft: new coach');
    expect(admin.text()).toContain('Draft: new coach');
    expect(admin.headers['cache-control']).toBe('private, no-cache');
    expect(admin.meta('robots')).toBe('noindex');
    // The admin's preview did not leak into the shared cache.
    expect((await fetchSitePage(ctx.app, `/sites/${site.slug}/articles`)).text()).not.toContain(
      'Draft: new coach',
    );
    // Another team's id shows nothing extra, even to its own admin.
    const wrongTeam = await fetchSitePage(ctx.app, `/sites/${site.slug}/articles?team=${other.teamId}`, {
      cookie: other.cookie,
    });
    expect(wrongTeam.text()).not.toContain('Draft: new coach');
  });

  it('revalidates the admin’s preview with an ETag of its version and unsaved styles, for that admin only', async () => {
    const url = `/sites/${site.slug}/?team=${site.teamId}&design=3`;
    const first = await ctx.app.inject({ url, headers: { cookie: site.cookie } });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const publicEtag = (await ctx.app.inject({ url: `/sites/${site.slug}/` })).headers.etag;
    expect(etag).toMatch(/^W\/"/);
    expect(etag).not.toBe(publicEtag);
    // Shown again (a design thumbnail, the live preview): not rendered again.
    const again = await ctx.app.inject({ url, headers: { cookie: site.cookie, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // Another unsaved design, or a save, is another version of the page.
    const otherDesign = url.replace('design=3', 'design=4');
    expect(
      (await ctx.app.inject({ url: otherDesign, headers: { cookie: site.cookie, 'if-none-match': etag } }))
        .statusCode,
    ).toBe(200);
    await db().insert(articles).values({
      teamId: site.teamId,
      title: 'Draft: summer camp',
      url: 'draft-summer-camp',
      content: '<p>soon</p>',
      published: false,
    });
    // An instance re-reads the team (and its version) at most once a second.
    outlastRevalidation();
    const saved = await ctx.app.inject({ url, headers: { cookie: site.cookie, 'if-none-match': etag } });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(etag);
    // Without the admin's session the ETag of the preview proves nothing: the public page answers.
    for (const cookie of [undefined, other.cookie]) {
      const res = await ctx.app.inject({
        url,
        headers: { ...(cookie ? { cookie } : {}), 'if-none-match': etag },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('serves cached pages compressed, revalidates with the ETag, and shows an admin’s save at once', async () => {
    const url = `/sites/${site.slug}/about`;
    const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('Bayside Otters');
    const etag = String(first.headers.etag);
    expect((await ctx.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect(
      (await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'],
    ).toBe('gzip');

    // The admin edits the About text through the portal's API: the page shows it on the next view.
    const info = (await ctx.app.inject({ url: '/api/website/info', headers: { cookie: site.cookie } })).json()
      .info;
    const { initials: _initials, ...editable } = info;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/website/info',
      headers: { ...appHeaders, cookie: site.cookie },
      payload: {
        ...editable,
        longAbout: 'Founded on a frozen pond in 1998, the Otters never miss a Friday skate.',
        // The main contact's address is the team's to enter (it is seeded empty).
        contacts: [{ ...editable.contacts[0], email: 'office@otters.example' }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await fetchSitePage(ctx.app, url);
    expect(after.text()).toContain('Founded on a frozen pond in 1998');
    expect(after.headers.etag).not.toBe(etag);
    expect((await ctx.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('sees a write made elsewhere (another instance, a batch job) once its revalidation interval has passed', async () => {
    const url = `/sites/${site.slug}/roster`;
    const [player] = await db().select().from(players).where(eq(players.teamId, site.teamId)).limit(1);
    assert(player);
    expect((await fetchSitePage(ctx.app, url)).text()).toContain(player.name);
    await db().update(players).set({ name: 'Renamed Elsewhere' }).where(eq(players.id, player.id));
    outlastRevalidation();
    expect((await fetchSitePage(ctx.app, url)).text()).toContain('Renamed Elsewhere');
  });

  it('renders XSS payloads stored in every text field of the team record as inert text', async () => {
    const payload = `<script>alert(1)</script><img src=x onerror=alert(2)>"'</style></title>`;
    const [team] = await db().select().from(teams).where(eq(teams.id, other.teamId));
    assert(team);
    const website = structuredClone(team.website);
    website.seoInfo = { title: payload, description: payload, keywords: payload };
    website.styles.bannerText = payload;
    website.styles.colors = {
      primaryColor: `red;}</style><script>alert(3)</script>`,
      secondaryColor: payload,
      fontColor: payload,
    };
    website.styles.navLinks = [
      { title: payload, value: '/roster', link: '', openNewTab: false, required: false, options: [] },
      {
        title: 'Evil',
        value: '/custom',
        link: 'javascript:alert(4)',
        openNewTab: true,
        required: false,
        options: [],
      },
    ];
    website.images = website.images.map((image) => ({
      ...image,
      title: payload,
      description: payload,
      link: 'javascript:alert(5)',
    }));
    const info = Object.fromEntries(
      Object.entries(team.info).map(([k, v]) => [k, typeof v === 'string' ? payload : v]),
    ) as typeof team.info;
    info.contacts = [{ title: payload, email: payload, tel: payload, required: true }];
    const socials = { ...team.socials, facebookURL: 'javascript:alert(6)', twitterURL: payload };
    await db().update(teams).set({ name: payload, info, website, socials }).where(eq(teams.id, other.teamId));
    for (const path of ['/', '/about', '/contact', '/roster']) {
      const res = await ctx.app.inject({ url: `/sites/${other.slug}${path}` });
      expect(res.statusCode, path).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('<img src=x');
      expect(res.body).not.toMatch(/javascript:/i);
      expect(res.body).not.toContain('red;}');
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      // One <style> element only: no text closed it early.
      expect(res.body.match(/<\/style>/g)).toHaveLength(1);
    }
  });

  it('lists every public page in sitemap.xml, points robots.txt at it once published, and feeds an iCal schedule', async () => {
    const host = { host: `${site.slug}.localhost:3000` };
    const unpublishedRobots = await ctx.app.inject({ url: '/robots.txt', headers: host });
    expect(unpublishedRobots.body).toContain('Disallow: /');
    await db().update(teams).set({ published: true }).where(eq(teams.id, site.teamId));
    outlastRevalidation();
    const robots = await ctx.app.inject({ url: '/robots.txt', headers: host });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Allow: /');
    expect(robots.body).toContain(`Sitemap: https://www.baysideotters.org/sitemap.xml`);
    expect((await fetchSitePage(ctx.app, '/', host)).meta('robots')).toBeUndefined();

    const sitemap = await ctx.app.inject({ url: '/sitemap.xml', headers: host });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://www.baysideotters.org/');
    expect(locs).toContain('https://www.baysideotters.org/roster');
    const teamGames = await db().select().from(games).where(eq(games.teamId, site.teamId));
    for (const game of teamGames) expect(locs).toContain(`https://www.baysideotters.org/game/${game.id}`);
    expect(locs.some((l) => l?.includes('draft-new-coach'))).toBe(false);
    // Every listed page answers 200.
    for (const loc of locs) {
      const res = await ctx.app.inject({ url: new URL(loc ?? '').pathname, headers: host });
      expect(res.statusCode, loc).toBe(200);
    }

    const ics = await ctx.app.inject({ url: '/schedule.ics', headers: host });
    expect(ics.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents).toHaveLength(teamGames.length);
    const finished = teamGames.find((g) => g.status === 'finished');
    const entry = vevents.find((e) => e.uid === `game-${finished?.id}@sideline`);
    expect(entry?.summary).toBe(finished?.title);
    expect(entry?.description).toMatch(/^Bayside Otters vs Opponent University\nFinal score: \d+-\d+$/);
    expect(entry?.startDate.toJSDate().getTime()).toBe(finished?.timeOfGame.getTime());
  });
});
