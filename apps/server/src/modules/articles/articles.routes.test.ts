import { articleMessages, richTextMessages } from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { requireRow } from '../../db/rows.ts';
import { articles } from '../../db/schema/articles.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { games } from '../../db/schema/games.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { activeMarkers, xssCorpus } from '../../test/xss-corpus.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';

const url = '/api/articles';

describe('articles: /api/articles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function teamWithOptions(overrides: Record<string, unknown> = {}) {
    const team = await createSiteTeam(ctx, overrides as never);
    const options = (await callSection(ctx.app, 'GET', `${url}/options`, team.cookie)).json();
    const input = {
      title: 'Season Opener: Huskies Roll',
      author: 'Team Media',
      content: '<h2>Big night</h2><p>The <strong>Huskies</strong> opened at home.</p>',
      timeOfArticle: '2026-10-04T21:15',
      tags: [options.players[0].id, options.coaches[0].id],
      seasonId: options.seasons[0].id,
    };
    return { team, options, input };
  }
  const titles = async (cookie: string, query = '') =>
    (await callSection(ctx.app, 'GET', `${url}${query}`, cookie))
      .json()
      .items.map((i: { title: string }) => i.title);

  it('creates an article with an address from its title, lists it by sub-section and shows it publicly', async () => {
    const { team, input, options } = await teamWithOptions();
    const created = await callSection(ctx.app, 'POST', url, team.cookie, input);
    expect(created.statusCode).toBe(201);
    const article = created.json();
    expect(article).toMatchObject({
      title: input.title,
      url: 'season-opener-huskies-roll',
      author: 'Team Media',
      timeOfArticle: '2026-10-04T21:15',
      tags: input.tags,
      published: true,
      gallery: null,
    });
    expect(await titles(team.cookie, '?about=articles')).toContain(input.title);
    expect(await titles(team.cookie, '?about=games')).not.toContain(input.title);

    const aboutGame = await callSection(ctx.app, 'POST', url, team.cookie, {
      ...input,
      title: 'Game notes',
      gameId: options.games[0].id,
    });
    expect(aboutGame.statusCode).toBe(201);
    expect(await titles(team.cookie, '?about=games')).toContain('Game notes');
    expect(await titles(team.cookie, '?about=events')).not.toContain('Game notes');
    expect(await titles(team.cookie, '?about=all')).toEqual(
      expect.arrayContaining([input.title, 'Game notes']),
    );
    expect(await titles(team.cookie, '?search=open')).toEqual([input.title]);

    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/article/${article.url}`);
    expect(page.status).toBe(200);
    expect(page.html.querySelector('.rich-text h2')?.text).toBe('Big night');
  });

  it('keeps the address when the title changes and refuses one another article uses', async () => {
    const { team, input } = await teamWithOptions();
    const first = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const renamed = await callSection(ctx.app, 'PUT', `${url}/${first.id}`, team.cookie, {
      ...input,
      title: 'A better headline',
    });
    expect(renamed.json().url).toBe(first.url);
    const second = (
      await callSection(ctx.app, 'POST', url, team.cookie, { ...input, title: 'Other' })
    ).json();
    const clash = await callSection(ctx.app, 'PUT', `${url}/${second.id}`, team.cookie, {
      ...input,
      url: first.url,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.fields.url).toBe(articleMessages.addressTaken);
    const bad = await callSection(ctx.app, 'PUT', `${url}/${second.id}`, team.cookie, {
      ...input,
      url: 'Not OK!',
    });
    expect(bad.json().error.fields.url).toBe(richTextMessages.addressInvalid);
  });

  it('names the field of every invalid value', async () => {
    const { team, input } = await teamWithOptions();
    const other = await teamWithOptions();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Please enter the title'],
      [{ timeOfArticle: 'yesterday' }, 'timeOfArticle', articleMessages.enterTime],
      [{ seasonId: other.options.seasons[0].id }, 'seasonId', articleMessages.unknownLink],
      [{ gameId: other.options.games[0].id }, 'gameId', articleMessages.unknownLink],
      [{ tags: [other.options.players[0].id] }, 'tags', articleMessages.unknownTag],
      [{ content: 'x'.repeat(200_001) }, 'content', richTextMessages.tooLong],
      [{ featureImage: 'not-in-library' }, 'featureImage', 'Please choose an image from your library'],
    ];
    for (const [change, field, message] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, { ...input, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toContain(message);
    }
  });

  it("refuses another team's article", async () => {
    const { team, input } = await teamWithOptions();
    const other = await teamWithOptions();
    const theirs = (await callSection(ctx.app, 'POST', url, other.team.cookie, other.input)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, team.cookie, input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(new Set(refused.messages)).toEqual(new Set([articleMessages.notFound]));
    expect((await callSection(ctx.app, 'POST', `${url}/${theirs.id}/gallery`, team.cookie)).statusCode).toBe(
      404,
    );
  });

  it('stores and shows rich text inert, whatever markup arrives', async () => {
    const { team, input } = await teamWithOptions();
    const html = `<p>Before</p>${xssCorpus.join('')}<p>After</p>`;
    const saved = (
      await callSection(ctx.app, 'POST', url, team.cookie, { ...input, content: html, mobileContent: html })
    ).json();
    for (const marker of activeMarkers) {
      expect(saved.content).not.toMatch(marker);
      expect(saved.mobileContent).not.toMatch(marker);
    }
    // Text around the payloads stays (broken markup may swallow what follows it, as a browser would).
    expect(saved.content).toContain('<p>Before</p>');
    expect(saved.content).toContain('<div>hover</div>');
    // A row written by another path is sanitized again on the way out.
    await ctx.database.db.update(articles).set({ content: html }).where(eq(articles.id, saved.id));
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/article/${saved.url}`);
    for (const block of page.html.querySelectorAll('.rich-text')) {
      for (const marker of activeMarkers) expect(block.innerHTML).not.toMatch(marker);
    }
  });

  it('makes a gallery for an article, shows and hides them together, and deletes them together', async () => {
    const { team, input, options } = await teamWithOptions();
    const article = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const withGallery = await callSection(ctx.app, 'POST', `${url}/${article.id}/gallery`, team.cookie);
    expect(withGallery.statusCode).toBe(201);
    const galleryId = withGallery.json().gallery.id;
    expect(withGallery.json().gallery).toMatchObject({ title: input.title, photoCount: 0 });
    const again = await callSection(ctx.app, 'POST', `${url}/${article.id}/gallery`, team.cookie);
    expect(again.json().error.message).toBe(articleMessages.hasGallery);

    // Another article may not take it.
    const other = (await callSection(ctx.app, 'POST', url, team.cookie, { ...input, title: 'Other' })).json();
    const taken = await callSection(ctx.app, 'PUT', `${url}/${other.id}`, team.cookie, {
      ...input,
      galleryId,
    });
    expect(taken.json().error.fields.galleryId).toBe(articleMessages.galleryTaken);
    const optionsOfOther = (
      await callSection(ctx.app, 'GET', `${url}/options?articleId=${other.id}`, team.cookie)
    ).json();
    expect(optionsOfOther.galleries.map((g: { id: string }) => g.id)).not.toContain(galleryId);
    expect(options.galleries.length).toBeGreaterThanOrEqual(0);

    const findGallery = async () =>
      (await ctx.database.db.select().from(galleries).where(eq(galleries.id, galleryId)))[0];
    const galleryRow = async () => requireRow(await findGallery(), 'galleries');
    await callSection(ctx.app, 'PUT', `${url}/${article.id}`, team.cookie, {
      ...input,
      galleryId,
      published: false,
    });
    expect((await galleryRow()).published).toBe(false);
    expect(
      (await fetchSitePage(ctx.app, `/sites/${team.slug}/gallery/${(await galleryRow()).urlId}`)).status,
    ).toBe(404);
    await callSection(ctx.app, 'PUT', `${url}/${article.id}`, team.cookie, {
      ...input,
      galleryId,
      published: true,
    });
    expect((await galleryRow()).published).toBe(true);

    await ctx.database.db.insert(photos).values({
      teamId: team.teamId,
      galleryId,
      image: { file: 'x', link: '/files/x.png' },
    });
    expect((await callSection(ctx.app, 'DELETE', `${url}/${article.id}`, team.cookie)).statusCode).toBe(204);
    expect(await findGallery()).toBeUndefined();
    expect(await ctx.database.db.select().from(photos).where(eq(photos.galleryId, galleryId))).toEqual([]);
    expect((await callSection(ctx.app, 'GET', `${url}/${article.id}`, team.cookie)).statusCode).toBe(404);
  });

  for (const sportsType of ['MENSICEHOCKEY', 'WOMENSRUGBY', 'MENSLACROSSE'] as const) {
    it(`drafts an unpublished recap from the finished ${sportsType} demo game`, async () => {
      const { team } = await teamWithOptions({ sportsType });
      const [finished] = await ctx.database.db
        .select()
        .from(games)
        .where(and(eq(games.teamId, team.teamId), eq(games.status, 'finished')));
      assert(finished);
      const res = await callSection(ctx.app, 'POST', `${url}/recaps`, team.cookie, { gameId: finished.id });
      expect(res.statusCode).toBe(201);
      const recap = res.json();
      expect(recap).toMatchObject({ published: false, gameId: finished.id, seasonId: finished.seasonId });
      expect(recap.title).toMatch(/ (beat|fell to|tied) .+ \d+-\d+$/);
      expect(recap.content).toContain('Key moments');
      if (sportsType === 'WOMENSRUGBY') {
        expect(recap.content).toContain('Tries and kicks');
        expect(recap.content).toMatch(/\d+ tr(y|ies)/);
      } else {
        expect(recap.content).toContain('Goals and assists');
        expect(recap.content).toContain('In goal');
        expect(recap.content).toMatch(/made \d+ saves? on \d+ shots?/);
      }
      const [game] = await ctx.database.db.select().from(games).where(eq(games.id, finished.id));
      assert(game);
      expect(game.articleId === recap.id || game.articleId !== null).toBe(true);
      // A draft is not public until the admin publishes it.
      expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/article/${recap.url}`)).status).toBe(404);
    });
  }

  it('drafts recaps only from the team’s own finished games', async () => {
    const { team } = await teamWithOptions();
    const other = await teamWithOptions();
    const [upcoming] = await ctx.database.db
      .select()
      .from(games)
      .where(and(eq(games.teamId, team.teamId), eq(games.status, 'scheduled')));
    assert(upcoming);
    const notFinished = await callSection(ctx.app, 'POST', `${url}/recaps`, team.cookie, {
      gameId: upcoming.id,
    });
    expect(notFinished.statusCode).toBe(400);
    expect(notFinished.json().error.fields.gameId).toBe(articleMessages.recapNeedsFinishedGame);
    const foreign = await callSection(ctx.app, 'POST', `${url}/recaps`, team.cookie, {
      gameId: other.options.games[0].id,
    });
    expect(foreign.json().error.fields.gameId).toBe(articleMessages.recapUnknownGame);
  });
});
