import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { addGameAsAdmin, createSiteTeam, fetchSitePage } from './site-test-helpers.ts';

/**
 * A game saved with its title left empty, as the portal's form suggests ("Leave empty for
 * 'Game vs …'"), is named by its default title wherever a game's title is shown: its public page
 * (title, heading, search data), the calendar feed, the portal's games list and the recap dialog.
 */
describe('default game titles on every surface', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' });
  });
  afterAll(() => ctx.close());

  const sports = [
    { sportsType: 'WOMENSICEHOCKEY', teamName: 'Harbor Hawks', scoreList: 'goals', score: '1-0' },
    { sportsType: 'MENSRUGBY', teamName: 'Inland Badgers', scoreList: 'tries', score: '5-0' },
  ] as const;

  for (const { sportsType, teamName, scoreList, score } of sports) {
    it(`${sportsType}: a finished game and a game with its time to be announced, both untitled`, async () => {
      const team = await createSiteTeam(ctx, { teamName, sportsType });
      const input = { date: '2026-10-03', time: '18:00', status: 'inprogress', title: '' };
      const { game: played, opponentName } = await addGameAsAdmin(ctx.app, team.cookie, input);
      await callSection(ctx.app, 'POST', `/api/games/${played.id}/sheet/operations`, team.cookie, {
        operation: { op: 'add', list: scoreList, entry: { team: 'them' } },
      });
      const finished = await callSection(ctx.app, 'PUT', `/api/games/${played.id}`, team.cookie, {
        ...input,
        seasonId: played.seasonId,
        opponentId: played.opponentId,
        status: 'finished',
      });
      expect(finished.statusCode).toBe(200);
      const { game: tba } = await addGameAsAdmin(ctx.app, team.cookie, {
        date: '2027-01-09',
        timeTba: true,
        title: '  ',
      });
      const titles = {
        [played.id]: `Game vs ${opponentName} on Oct 3, 2026`,
        [tba.id]: `Game vs ${opponentName}`,
      };
      expect(played.title).toBe('');
      expect(tba.title).toBe('');

      // The public game page: <title>, the page's heading, Open Graph and the SportsEvent's name.
      for (const [id, title] of Object.entries(titles)) {
        const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${id}`);
        expect(page.status).toBe(200);
        expect(page.html.querySelector('title')?.textContent).toBe(`${title} | ${teamName}`);
        expect(page.html.querySelector('h1')?.textContent).toBe(title);
        expect(page.meta('og:title')).toBe(`${title} | ${teamName}`);
        expect(page.jsonLd().find((d) => d['@type'] === 'SportsEvent')?.name).toBe(title);
      }

      // The sitemap lists both pages (under the primary address), and each is found by that title.
      const sitemap = await ctx.app.inject({ url: `/sites/${team.slug}/sitemap.xml` });
      for (const [id, title] of Object.entries(titles)) {
        const loc = new RegExp(`<loc>[^<]+/game/${id}</loc>`);
        expect(sitemap.body).toMatch(loc);
        const listed = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${id}`);
        expect(listed.html.querySelector('title')?.textContent).toContain(title);
      }

      // The calendar feed's SUMMARY.
      const ics = await ctx.app.inject({ url: `/sites/${team.slug}/schedule.ics` });
      const summaries = new Map(
        new ICAL.Component(ICAL.parse(ics.body))
          .getAllSubcomponents('vevent')
          .map((v) => [v.getFirstPropertyValue('uid'), v.getFirstPropertyValue('summary')]),
      );
      for (const [id, title] of Object.entries(titles)) {
        expect(summaries.get(`game-${id}@sideline`)).toBe(title);
      }

      // The portal: the games list, the game's editor heading and the game sheet.
      const list = (await callSection(ctx.app, 'GET', '/api/games?limit=50', team.cookie)).json();
      for (const [id, title] of Object.entries(titles)) {
        expect(list.items.find((item: { id: string }) => item.id === id)?.title).toBe(title);
        expect((await callSection(ctx.app, 'GET', `/api/games/${id}`, team.cookie)).json().displayTitle).toBe(
          title,
        );
      }
      const sheet = await callSection(ctx.app, 'GET', `/api/games/${played.id}/sheet`, team.cookie);
      expect(sheet.json().game.title).toBe(titles[played.id]);

      // "Draft a game recap" offers the finished game by its title; the draft links it.
      const articleOptions = (await callSection(ctx.app, 'GET', '/api/articles/options', team.cookie)).json();
      expect(articleOptions.games).toContainEqual({
        id: played.id,
        name: titles[played.id],
        isFinished: true,
      });
      expect(articleOptions.games).toContainEqual({ id: tba.id, name: titles[tba.id], isFinished: false });
      const recap = await callSection(ctx.app, 'POST', '/api/articles/recaps', team.cookie, {
        gameId: played.id,
      });
      expect(recap.statusCode).toBe(201);
      expect(recap.json()).toMatchObject({ gameId: played.id, published: false });
      expect(recap.json().title).toBe(`${teamName} fell to ${opponentName} ${score}`);
      // The events and galleries editors name the games they can be tagged with the same way.
      for (const url of ['/api/events/options', '/api/galleries/options']) {
        const options = (await callSection(ctx.app, 'GET', url, team.cookie)).json();
        expect(options.games, url).toContainEqual({ id: tba.id, name: titles[tba.id] });
      }
    });
  }
});
