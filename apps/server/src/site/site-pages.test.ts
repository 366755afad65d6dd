import { computeGameScore, type GameStatSheet, itemAt } from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema/articles.ts';
import { events } from '../db/schema/events.ts';
import { forms } from '../db/schema/forms.ts';
import { galleries } from '../db/schema/galleries.ts';
import { games } from '../db/schema/games.ts';
import { coaches, players } from '../db/schema/roster.ts';
import { seasons } from '../db/schema/seasons.ts';
import { sponsors } from '../db/schema/sponsors.ts';
import { teams } from '../db/schema/teams.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteTeam, type FetchedPage, fetchSitePage } from './site-test-helpers.ts';

/**
 * Every page type of a public team site, through HTTP into the database: the seeded team's real
 * content, its meta tags and structured data, and what must never show (unpublished or deleted
 * records, the private photo library, anyone's email or phone).
 */
describe('public team site pages', () => {
  let ctx: TestContext;
  let site: Awaited<ReturnType<typeof createSiteTeam>>;
  const get = (path: string) => fetchSitePage(ctx.app, `/sites/${site.slug}${path}`);
  const canonicalOrigin = () => `http://${site.slug}.localhost:3000`;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' });
    site = await createSiteTeam(ctx, { teamName: 'Harbor City Hawks', sportsType: 'WOMENSICEHOCKEY' });
    // People's own addresses are kept for the admin, never shown: give some to make sure.
    await db()
      .update(players)
      .set({ email: 'player.private@example.org', phone: '(617) 555-0199' })
      .where(eq(players.teamId, site.teamId));
    await db()
      .update(coaches)
      .set({ email: 'coach.private@example.org', phone: '617-555-0123' })
      .where(eq(coaches.teamId, site.teamId));
  });
  afterAll(() => ctx.close());

  function expectCommonHead(page: FetchedPage, canonicalPath: string) {
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.html.querySelector('title')?.textContent).toContain('Harbor City Hawks');
    expect(page.meta('description')?.length).toBeGreaterThan(20);
    expect(page.html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${canonicalOrigin()}${canonicalPath}`,
    );
    expect(page.meta('og:title')).toBe(page.html.querySelector('title')?.textContent);
    expect(page.meta('og:url')).toBe(`${canonicalOrigin()}${canonicalPath}`);
    expect(page.meta('twitter:card')).toMatch(/^summary/);
    expect(page.html.querySelector('header .brand-name')?.textContent).toBe('Harbor City Hawks');
    expect(page.html.querySelector('footer .powered-by')?.textContent).toBe('Powered by Sideline');
    // A team that has not published yet is kept out of search engines.
    expect(page.meta('robots')).toBe('noindex');
  }

  it('home: banner, next home game, latest result and news, the team as SportsTeam with its members', async () => {
    const page = await get('/');
    expectCommonHead(page, '/');
    expect(page.html.querySelector('h1')?.textContent).toBe('Harbor City Hawks');
    expect(page.text()).toContain('Next home game');
    expect(page.text()).toContain('Opponent University');
    expect(page.text()).toMatch(/Latest results.*W \d+-\d+/);
    expect(page.text()).toContain('Welcome to the new Harbor City Hawks website');
    const team = page.jsonLd().find((d) => d['@type'] === 'SportsTeam');
    expect(team).toMatchObject({
      name: 'Harbor City Hawks',
      sport: 'Ice Hockey',
      url: `${canonicalOrigin()}/`,
    });
    const current = await db()
      .select()
      .from(players)
      .where(and(eq(players.teamId, site.teamId), eq(players.alumni, false)));
    expect((team?.member as unknown[] | undefined)?.length).toBe(current.length);
    expect(page.meta('og:image')).toMatch(new RegExp(`^${canonicalOrigin()}/files/`));
    // The hero is preloaded, each width its own picture.
    const preloads = page.html.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads.map((l) => l.getAttribute('media'))).toEqual([
      '(min-width: 641px)',
      '(max-width: 640px)',
    ]);
    expect(preloads[0]?.getAttribute('href')).toBe(
      page.html.querySelector('.hero-image')?.getAttribute('src'),
    );
    expect(preloads[1]?.getAttribute('href')).toBe(
      page.html.querySelector('.hero-media source')?.getAttribute('srcset'),
    );
  });

  it('navigation: the team record’s links, three levels, resolved against the site root', async () => {
    const page = await get('/');
    const bar = page.html.querySelector('nav.nav-bar');
    const links = bar?.querySelectorAll('a').map((a) => a.getAttribute('href')) ?? [];
    expect(links).toContain(`/sites/${site.slug}/roster`);
    expect(links).toContain(`/sites/${site.slug}/schedule`);
    expect(
      links.some((l) => l?.startsWith(`/sites/${site.slug}/forms/player-recruitment-form-womens-hockey`)),
    ).toBe(true);
    expect(bar?.querySelectorAll('details.nav-group summary').map((s) => s.textContent)).toContain('Team');
  });

  it('roster, alumni and a player: numbers, positions, profile, Person data and career stats', async () => {
    const roster = await get('/roster');
    expectCommonHead(roster, '/roster');
    const current = await db()
      .select()
      .from(players)
      .where(and(eq(players.teamId, site.teamId), eq(players.alumni, false)));
    for (const p of current) expect(roster.text()).toContain(p.name);
    expect(roster.jsonLd()[0]).toMatchObject({ '@type': 'SportsTeam', sport: 'Ice Hockey' });

    const alumni = await get('/alumni');
    const former = await db()
      .select()
      .from(players)
      .where(and(eq(players.teamId, site.teamId), eq(players.alumni, true)));
    for (const p of former) expect(alumni.text()).toContain(p.name);
    expect(alumni.text()).not.toContain(itemAt(current, 0).name);

    const goalie =
      current.find((p) => p.details.some((d) => d.title === 'Position' && d.value === 'Goalie')) ??
      current[0];
    assert(goalie);
    const player = await get(`/player/${goalie.urlId}`);
    expectCommonHead(player, `/player/${goalie.urlId}`);
    expect(player.html.querySelector('h1')?.textContent).toBe(goalie.name);
    expect(player.jsonLd()[0]).toMatchObject({
      '@type': 'Person',
      name: goalie.name,
      memberOf: { name: 'Harbor City Hawks' },
    });
    expect(player.text()).toContain('Career statistics');
    expect(player.text()).toMatch(/Save %/);
  });

  it('coaches & staff, executive board and their profiles', async () => {
    const staff = await get('/staff');
    expectCommonHead(staff, '/staff');
    const all = await db().select().from(coaches).where(eq(coaches.teamId, site.teamId));
    const coach = all.find((c) => c.role === 'coach');
    const board = all.find((c) => c.role === 'executive');
    expect(staff.text()).toContain(coach?.name);
    expect(staff.text()).not.toContain(board?.name);
    const coachPage = await get(`/coach/${coach?.urlId}`);
    expect(coachPage.jsonLd()[0]).toMatchObject({ '@type': 'Person', name: coach?.name });
    const boardList = await get('/executiveboard');
    expect(boardList.text()).toContain(board?.name);
    const boardPage = await get(`/executiveboard/${board?.urlId}`);
    expect(boardPage.status).toBe(200);
    expect(boardPage.html.querySelector('h1')?.textContent).toBe(board?.name);
    // A coach is not a board member: the wrong list path is a 404.
    expect((await get(`/executiveboard/${coach?.urlId}`)).status).toBe(404);
  });

  it('schedule, all seasons and season rosters', async () => {
    const [season] = await db().select().from(seasons).where(eq(seasons.teamId, site.teamId));
    assert(season);
    const schedule = await get('/schedule');
    expectCommonHead(schedule, '/schedule');
    expect(schedule.text()).toContain(`${season.name} Schedule & Results`);
    expect(schedule.text()).toMatch(/Record: 1-0-0/);
    expect(schedule.html.querySelectorAll('.games-list .game-card').length).toBe(4);
    const bySeason = await get(`/seasonschedule/${season.id}`);
    expectCommonHead(bySeason, `/seasonschedule/${season.id}`);
    const rosters = await get(`/season/${season.id}`);
    expect(rosters.text()).toContain(`${season.name} Roster`);
    expect((await get('/seasonschedule/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('game: scoreboard and box score computed from the stored stat sheet, SportsEvent data', async () => {
    const [finished] = await db()
      .select()
      .from(games)
      .where(and(eq(games.teamId, site.teamId), eq(games.status, 'finished')));
    assert(finished);
    const score = computeGameScore(finished.stats as GameStatSheet);
    const page = await get(`/game/${finished.id}`);
    expectCommonHead(page, `/game/${finished.id}`);
    expect(page.html.querySelector('.score-digits')?.textContent.replace(/\s+/g, ' ')).toContain(
      `${score.us} – to ${score.them}`,
    );
    expect(page.text()).toContain('Score by period');
    expect(page.text()).toContain('Scoring summary');
    expect(page.text()).toContain('Goalies');
    const totals = page.html
      .querySelectorAll('section[aria-labelledby="line-score-heading"] tbody .total')
      .map((cell) => Number(cell.textContent));
    expect(totals.sort()).toEqual([score.them, score.us].sort());
    const event = page.jsonLd()[0];
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      homeTeam: { name: 'Harbor City Hawks' },
      awayTeam: { name: 'Opponent University' },
      description: `Final: Harbor City Hawks ${score.us}, Opponent University ${score.them}`,
    });
    const upcoming = (
      await db()
        .select()
        .from(games)
        .where(and(eq(games.teamId, site.teamId), eq(games.status, 'scheduled')))
    )[0];
    assert(upcoming);
    const next = await get(`/game/${upcoming.id}`);
    expect(next.status).toBe(200);
    expect(next.text()).not.toContain('Score by period');
    expect(next.html.querySelector('.score-status')?.textContent).toBe('Upcoming');
  });

  it('events and practice: published ones listed, with Event data; hidden ones absent', async () => {
    const base = { teamId: site.teamId, sportsType: 'WOMENSICEHOCKEY' as const, venue: 'Harbor Rink' };
    const soon = new Date(Date.now() + 3 * 86_400_000);
    await db()
      .insert(events)
      .values([
        {
          ...base,
          urlId: 'skills-night',
          title: 'Skills night',
          eventType: 'event',
          timeOfEvent: soon,
          notes: 'Bring skates.',
        },
        { ...base, urlId: 'morning-skate', title: 'Morning skate', eventType: 'practice', timeOfEvent: soon },
        { ...base, urlId: 'secret-party', title: 'Secret party', timeOfEvent: soon, published: false },
        { ...base, urlId: 'old-gala', title: 'Cancelled gala', timeOfEvent: soon, deleted: true },
      ]);
    const list = await get('/eventsandpractice');
    expectCommonHead(list, '/eventsandpractice');
    expect(list.text()).toContain('Skills night');
    expect(list.text()).toContain('Morning skate');
    expect(list.text()).not.toContain('Secret party');
    expect(list.text()).not.toContain('Cancelled gala');
    const page = await get('/event/skills-night');
    expect(page.jsonLd()[0]).toMatchObject({
      '@type': 'Event',
      name: 'Skills night',
      location: { name: 'Harbor Rink' },
    });
    expect((await get('/event/secret-party')).status).toBe(404);
  });

  it('articles and an article: sanitized HTML, NewsArticle data; unpublished and deleted ones absent', async () => {
    const [welcome] = await db().select().from(articles).where(eq(articles.teamId, site.teamId));
    assert(welcome);
    await db()
      .insert(articles)
      .values([
        {
          teamId: site.teamId,
          title: 'Draft recap',
          url: 'draft-recap',
          content: '<p>not yet</p>',
          published: false,
        },
        {
          teamId: site.teamId,
          title: 'Removed story',
          url: 'removed-story',
          content: '<p>gone</p>',
          deleted: true,
        },
      ]);
    const list = await get('/articles');
    expectCommonHead(list, '/articles');
    expect(list.text()).toContain(welcome.title);
    expect(list.text()).not.toContain('Draft recap');
    expect(list.text()).not.toContain('Removed story');
    const page = await get(`/article/${welcome.url}`);
    expectCommonHead(page, `/article/${welcome.url}`);
    expect(page.html.querySelector('h1')?.textContent).toBe(welcome.title);
    expect(page.jsonLd()[0]).toMatchObject({ '@type': 'NewsArticle', headline: welcome.title });
    expect(page.meta('og:type')).toBe('article');
    expect((await get('/article/draft-recap')).status).toBe(404);
    expect((await get('/article/removed-story')).status).toBe(404);
  });

  it('galleries and a gallery: photos with the lightbox island, ImageGallery data; My Library never shown', async () => {
    const all = await db().select().from(galleries).where(eq(galleries.teamId, site.teamId));
    const matchDay = all.find((g) => !g.isMyLibrary);
    const library = all.find((g) => g.isMyLibrary);
    const list = await get('/galleries');
    expectCommonHead(list, '/galleries');
    expect(list.text()).toContain(matchDay?.title);
    expect(list.text()).not.toContain(library?.title);
    const page = await get(`/gallery/${matchDay?.urlId}`);
    expectCommonHead(page, `/gallery/${matchDay?.urlId}`);
    const island = page.html.querySelector('[data-island="lightbox"]');
    expect(island?.querySelectorAll('.photo-grid img').length).toBe(matchDay?.photoIds.length);
    expect(JSON.parse(island?.getAttribute('data-props') ?? '{}').photos).toHaveLength(
      matchDay?.photoIds.length ?? -1,
    );
    for (const img of page.html.querySelectorAll('main img')) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
      expect(img.getAttribute('alt')).toBeTruthy();
    }
    const gallery = page.jsonLd()[0];
    assert(gallery);
    expect(gallery).toMatchObject({ '@type': 'ImageGallery', name: matchDay?.title });
    expect((gallery.associatedMedia as unknown[] | undefined)?.length).toBe(matchDay?.photoIds.length);
    expect((await get(`/gallery/${library?.urlId}`)).status).toBe(404);
  });

  it('sponsors, about, contact, policies and a form page', async () => {
    const [sponsor] = await db().select().from(sponsors).where(eq(sponsors.teamId, site.teamId));
    assert(sponsor);
    const sponsorsPage = await get('/sponsors');
    expectCommonHead(sponsorsPage, '/sponsors');
    expect(sponsorsPage.text()).toContain(sponsor.name);

    const [team] = await db().select().from(teams).where(eq(teams.id, site.teamId));
    assert(team);
    // The team's own contact (the club's address, as the team entered it) is public; people's are
    // not, and neither is the admin's sign-in address.
    const clubAddress = 'office@club.example';
    const contacts = team.info.contacts.map((c) => (c.required ? { ...c, email: clubAddress } : c));
    await db()
      .update(teams)
      .set({ info: { ...team.info, contacts } })
      .where(eq(teams.id, site.teamId));
    const about = await get('/about');
    expectCommonHead(about, '/about');
    expect(about.text()).toContain(team.info.stadiumName);
    expect(about.html.querySelector('a[href^="https://www.openstreetmap.org/search"]')).not.toBeNull();
    expect(about.text()).toContain(clubAddress);
    expect(about.body).not.toContain(site.email);

    expect((await get('/contact')).text()).toContain(clubAddress);
    expect((await get('/policies')).text()).toContain('Privacy Policy');

    const [form] = await db().select().from(forms).where(eq(forms.teamId, site.teamId));
    assert(form);
    const formPage = await get(`/forms/${form.slug}`);
    expectCommonHead(formPage, `/forms/${form.slug}`);
    expect(formPage.html.querySelector('h1')?.textContent).toBe(form.title);
    expect(formPage.html.querySelector('form.site-form')?.getAttribute('method')).toBe('post');
    expect(formPage.html.querySelector('form fieldset')?.hasAttribute('disabled')).toBe(false);
    for (const field of form.fields) {
      expect(formPage.html.querySelector(`label[for="field-${field.id}"]`)?.textContent).toContain(
        field.title,
      );
    }
  });

  it('never shows a player’s or coach’s email or phone on any page', async () => {
    const teamPlayers = await db().select().from(players).where(eq(players.teamId, site.teamId));
    const teamCoaches = await db().select().from(coaches).where(eq(coaches.teamId, site.teamId));
    const paths = [
      '/',
      '/roster',
      '/alumni',
      '/staff',
      '/executiveboard',
      '/about',
      '/contact',
      '/sitemap.xml',
      '/schedule.ics',
      ...teamPlayers.map((p) => `/player/${p.urlId}`),
      ...teamCoaches.map((c) =>
        c.role === 'executive' ? `/executiveboard/${c.urlId}` : `/coach/${c.urlId}`,
      ),
    ];
    for (const path of paths) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain('private@example.org');
      expect(page.body, path).not.toMatch(/555-01(99|23)/);
    }
  });

  it('unknown pages, players, games and articles are real 404 pages in the site’s style', async () => {
    for (const path of [
      '/nothing-here',
      '/player/nobody',
      '/game/00000000-0000-4000-8000-000000000000',
      '/game/not-an-id',
      '/article/none',
      '/forms/none',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html.querySelector('h1')?.textContent).toBe('Page not found');
      expect(page.html.querySelector('header .brand-name')?.textContent).toBe('Harbor City Hawks');
      expect(page.meta('robots')).toBe('noindex');
    }
  });
});
