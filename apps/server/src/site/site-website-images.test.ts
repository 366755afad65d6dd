import type { MediaAsset, StoredImage, WebsiteImage } from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../db/schema/articles.ts';
import { events } from '../db/schema/events.ts';
import { galleries } from '../db/schema/galleries.ts';
import { games } from '../db/schema/games.ts';
import { teams } from '../db/schema/teams.ts';
import { getJson } from '../test/account-helpers.ts';
import { makeJpeg } from '../test/image-fixtures.ts';
import { appHeaders, createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteTeam, type FetchedPage, fetchSitePage } from './site-test-helpers.ts';

/**
 * Website → Images on the public site, through HTTP into the database: each slot an admin sets
 * shows where a visitor expects it (banners on the home page, the phone versions of the feature
 * images, the default pictures of content without its own), and content with its own picture
 * keeps it.
 */

/** A stored picture as a slot or record holds it, with its WebP twin. */
function storedImage(name: string): StoredImage {
  return {
    file: `test/${name}.jpg`,
    link: `/files/test/${name}.jpg`,
    webpLink: `/files/test/${name}.webp`,
    width: 1600,
    height: 900,
  };
}

type SlotChange = Partial<Pick<WebsiteImage, 'title' | 'link' | 'description'>> & { picture: string };

describe('website images on the public team site', () => {
  let ctx: TestContext;
  let site: Awaited<ReturnType<typeof createSiteTeam>>;
  const get = (path: string) => fetchSitePage(ctx.app, `/sites/${site.slug}${path}`);
  const db = () => ctx.database.db;
  const srcsOf = (page: FetchedPage, selector: string) =>
    page.html.querySelectorAll(selector).map((img) => img.getAttribute('src'));

  /** Writes slots into the team's record, as the Website → Images editor saves them. */
  async function setSlots(changes: Record<string, SlotChange>) {
    const [team] = await db().select().from(teams).where(eq(teams.id, site.teamId));
    assert(team);
    const images = team.website.images.map((slot) => {
      const change = changes[slot.id];
      if (!change) return slot;
      const { picture, ...texts } = change;
      return { ...slot, ...texts, image: storedImage(picture) };
    });
    await db()
      .update(teams)
      .set({ website: { ...team.website, images } })
      .where(eq(teams.id, site.teamId));
  }

  beforeAll(async () => {
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' });
    site = await createSiteTeam(ctx, { teamName: 'Harbor City Hawks', sportsType: 'WOMENSICEHOCKEY' });
    await setSlots({
      rosterFeatureImage: { picture: 'default-roster' },
      articleFeatureImage: { picture: 'default-article' },
      gameFeatureImage: { picture: 'default-game' },
      galleryFeatureImage: { picture: 'default-gallery' },
      eventFeatureImage: { picture: 'default-event' },
      practiceFeatureImage: { picture: 'default-practice' },
      featureImage2: { picture: 'feature-2', title: 'Join the club' },
      mFeatureImage2: { picture: 'feature-2-phone' },
      mFeatureImage3: { picture: 'feature-3-phone-only', title: 'Summer camp' },
      bannerImage1: {
        picture: 'banner-1',
        title: 'Season tickets',
        description: 'All home games, one pass.',
        link: '/forms/season-tickets',
      },
      bannerImage2: { picture: 'banner-2', link: 'https://tickets.example.org/hawks' },
      storeFeatureImage1: { picture: 'store' },
      mStoreFeatureImage1: { picture: 'store-phone' },
    });
  });
  afterAll(() => ctx.close());

  it('home: banners 1-2 between the sections with their texts and links; store images unused', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    const banners = page.html.querySelectorAll('main .home-banner');
    expect(banners).toHaveLength(2);
    const [first, second] = banners;
    assert(first);
    assert(second);
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/files/test/banner-1.jpg');
    expect(first.querySelector('source')?.getAttribute('srcset')).toBe('/files/test/banner-1.webp');
    expect(first.querySelector('img')?.getAttribute('width')).toBe('1600');
    expect(first.querySelector('h2')?.textContent).toBe('Season tickets');
    expect(first.getAttribute('aria-labelledby')).toBe(first.querySelector('h2')?.id);
    expect(first.text).toContain('All home games, one pass.');
    expect(first.querySelector('a.button')?.getAttribute('href')).toBe(
      `/sites/${site.slug}/forms/season-tickets`,
    );
    // A banner with a link and no texts is a linked picture, named by its alt text.
    expect(second.querySelector('a')?.getAttribute('href')).toBe('https://tickets.example.org/hawks');
    expect(second.querySelector('a img')?.getAttribute('alt')).toBe('Harbor City Hawks');
    // The first banner follows the games, the second the news.
    const order = page.html
      .querySelectorAll('main .home-grid, main .home-banner, main #news-heading')
      .map((el) => el.classNames || el.id);
    expect(order).toEqual(['home-grid', 'home-banner has-text', 'news-heading', 'home-banner']);
    expect(page.body).not.toContain('/files/test/store');
  });

  it('home: a feature image shows its phone version on phones; a phone-only one shows everywhere', async () => {
    const page = await get('/');
    const cards = page.html.querySelectorAll('.feature-list .feature-card');
    expect(cards.map((card) => card.querySelector('.card-title')?.textContent)).toEqual([
      'Join the club',
      'Summer camp',
    ]);
    const [joined, camp] = cards;
    assert(camp);
    assert(joined);
    const phone = joined.querySelector('source[media="(max-width: 640px)"][type="image/webp"]');
    expect(phone?.getAttribute('srcset')).toBe('/files/test/feature-2-phone.webp');
    expect(joined.querySelector('img')?.getAttribute('src')).toBe('/files/test/feature-2.jpg');
    expect(camp.querySelector('img')?.getAttribute('src')).toBe('/files/test/feature-3-phone-only.jpg');
    expect(camp.querySelector('source[media]')).toBeNull();
  });

  it('articles: the default picture for an article without one, on its card and page; others keep theirs', async () => {
    await db().insert(articles).values({
      teamId: site.teamId,
      title: 'Practice times change',
      url: 'practice-times-change',
      content: '<p>From Monday we skate at seven.</p>',
    });
    const list = await get('/articles');
    const cardImage = (title: string) =>
      list.html
        .querySelectorAll('.article-card')
        .find((card) => card.querySelector('.card-title')?.textContent === title)
        ?.querySelector('img');
    const plain = cardImage('Practice times change');
    expect(plain?.getAttribute('src')).toBe('/files/test/default-article.jpg');
    // A stand-in, not a picture of the story: decorative.
    expect(plain?.getAttribute('alt')).toBe('');
    const [welcome] = await db()
      .select()
      .from(articles)
      .where(and(eq(articles.teamId, site.teamId), eq(articles.author, 'Harbor City Hawks')));
    assert(welcome);
    expect(cardImage(welcome.title)?.getAttribute('src')).toBe(welcome.featureImage.link);
    expect(welcome.featureImage.link).toMatch(/^\/files\//);

    const page = await get('/article/practice-times-change');
    expect(srcsOf(page, 'main .detail-figure img')).toEqual(['/files/test/default-article.jpg']);
    expect(page.meta('og:image')).toMatch(/\/files\/test\/default-article\.jpg$/);
    const own = await get(`/article/${welcome.url}`);
    expect(srcsOf(own, 'main .detail-figure img')).toEqual([welcome.featureImage.link]);
  });

  it('schedule and games: the default game picture under the heading and on a game without its own', async () => {
    const schedule = await get('/schedule');
    expect(srcsOf(schedule, 'main .page-figure img')).toEqual(['/files/test/default-game.jpg']);
    expect(schedule.meta('og:image')).toMatch(/\/files\/test\/default-game\.jpg$/);
    // Game cards keep the opponent's badge.
    expect(schedule.html.querySelector('.game-card img[src*="default-game"]')).toBeNull();
    const teamGames = await db().select().from(games).where(eq(games.teamId, site.teamId));
    const upcoming = teamGames.find((g) => !g.featureImage.link);
    const finished = teamGames.find((g) => g.featureImage.link);
    const plain = await get(`/game/${upcoming?.id}`);
    expect(srcsOf(plain, 'main .detail-figure img')).toEqual(['/files/test/default-game.jpg']);
    const own = await get(`/game/${finished?.id}`);
    expect(srcsOf(own, 'main .detail-figure img')).toEqual([finished?.featureImage.link]);
  });

  it('events and practice: each kind’s default picture, unless the record has its own', async () => {
    const base = { teamId: site.teamId, sportsType: 'WOMENSICEHOCKEY' as const, venue: 'Harbor Rink' };
    const soon = new Date(Date.now() + 2 * 86_400_000);
    await db()
      .insert(events)
      .values([
        { ...base, urlId: 'fan-night', title: 'Fan night', eventType: 'event', timeOfEvent: soon },
        { ...base, urlId: 'early-skate', title: 'Early skate', eventType: 'practice', timeOfEvent: soon },
        {
          ...base,
          urlId: 'awards-gala',
          title: 'Awards gala',
          eventType: 'event',
          timeOfEvent: soon,
          featureImage: storedImage('gala'),
        },
      ]);
    const list = await get('/eventsandpractice');
    const imageOf = (title: string) =>
      list.html
        .querySelectorAll('.event-card')
        .find((card) => card.querySelector('.card-title')?.textContent === title)
        ?.querySelector('img')
        ?.getAttribute('src');
    expect(imageOf('Fan night')).toBe('/files/test/default-event.jpg');
    expect(imageOf('Early skate')).toBe('/files/test/default-practice.jpg');
    expect(imageOf('Awards gala')).toBe('/files/test/gala.jpg');
    const practice = await get('/event/early-skate');
    expect(srcsOf(practice, 'main .detail-figure img')).toEqual(['/files/test/default-practice.jpg']);
  });

  it('galleries: the default cover for a gallery without photos; others show their first photo', async () => {
    await db().insert(galleries).values({ teamId: site.teamId, urlId: 'tournament', title: 'Tournament' });
    const list = await get('/galleries');
    const coverOf = (title: string) =>
      list.html
        .querySelectorAll('.gallery-card')
        .find((card) => card.querySelector('.card-title')?.textContent === title)
        ?.querySelector('img')
        ?.getAttribute('src');
    expect(coverOf('Tournament')).toBe('/files/test/default-gallery.jpg');
    const [matchDay] = await db()
      .select()
      .from(galleries)
      .where(and(eq(galleries.teamId, site.teamId), eq(galleries.isMyLibrary, false)));
    assert(matchDay);
    expect(coverOf(matchDay.title)).toMatch(/^\/files\//);
    expect(coverOf(matchDay.title)).not.toContain('default-gallery');
  });

  it('roster and staff: the default roster picture under the heading, never on a person’s card', async () => {
    for (const path of ['/roster', '/alumni', '/staff', '/executiveboard']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(srcsOf(page, 'main .page-figure img'), path).toEqual(['/files/test/default-roster.jpg']);
      expect(page.html.querySelectorAll('main img[src*="default-roster"]'), path).toHaveLength(1);
      // Eager and with its size, so the list below does not move.
      const img = page.html.querySelector('main .page-figure img');
      expect(img?.getAttribute('loading'), path).toBe('eager');
      expect(img?.getAttribute('height'), path).toBe('900');
    }
    const roster = await get('/roster');
    expect(roster.html.querySelectorAll('.person-card .initials').length).toBeGreaterThan(0);
  });

  it('a slot saved through PUT /api/website/images shows on the site', async () => {
    const form = new FormData();
    form.append('purpose', 'banner');
    form.append(
      'file',
      new Blob([new Uint8Array(await makeJpeg(1800, 800))], { type: 'image/jpeg' }),
      'crowd.jpg',
    );
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...appHeaders, cookie: site.cookie },
      payload: form,
    });
    expect(upload.statusCode).toBe(201);
    const media: MediaAsset = upload.json().media;
    const current: WebsiteImage[] = (await getJson(ctx.app, '/api/website/images', site.cookie)).json()
      .images;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/website/images',
      headers: { ...appHeaders, cookie: site.cookie },
      payload: {
        images: current.map(({ id, title, link, description, image }) =>
          id === 'bannerImage1'
            ? { id, title: 'Home opener', link: '', description: '', image: { file: media.id } }
            : { id, title, link, description, image },
        ),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json().images as WebsiteImage[]).find((slot) => slot.id === 'bannerImage1');
    const page = await get('/');
    const banner = page.html.querySelector('main .home-banner');
    expect(banner?.querySelector('h2')?.textContent).toBe('Home opener');
    expect(banner?.querySelector('img')?.getAttribute('src')).toBe(saved?.image.link);
    expect(banner?.querySelector('img')?.getAttribute('height')).toBe(String(saved?.image.height));
  });
});
