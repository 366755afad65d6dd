import { customPageMessages } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { activeMarkers, xssCorpus } from '../../test/xss-corpus.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';

const url = '/api/custom-pages';
const input = {
  title: 'Tryout FAQ',
  content: '<h2>When are tryouts?</h2><p>Every August.</p>',
  description: 'Everything about tryouts.',
};

describe('custom pages: /api/custom-pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('publishes a page at its own address, in the sitemap and among the navigation targets', async () => {
    const team = await createSiteTeam(ctx);
    const created = await callSection(ctx.app, 'POST', url, team.cookie, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Tryout FAQ', urlId: 'tryout-faq', published: true });
    expect((await callSection(ctx.app, 'GET', url, team.cookie)).json().items).toEqual([
      expect.objectContaining({ title: 'Tryout FAQ', subtitle: '/pages/tryout-faq' }),
    ]);

    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/pages/tryout-faq`);
    expect(page.status).toBe(200);
    expect(page.html.querySelector('h1')?.text).toContain('Tryout FAQ');
    expect(page.html.querySelector('.rich-text h2')?.text).toBe('When are tryouts?');
    expect(page.meta('description')).toBe('Everything about tryouts.');
    const sitemap = await ctx.app.inject({ method: 'GET', url: `/sites/${team.slug}/sitemap.xml` });
    expect(sitemap.body).toContain('/pages/tryout-faq</loc>');
    const design = (await callSection(ctx.app, 'GET', '/api/website/design', team.cookie)).json();
    expect(design.linkTargets).toContainEqual({
      value: '/pages/tryout-faq',
      label: 'Tryout FAQ',
      group: 'custom',
    });

    // Unpublished or deleted, it is gone from the site.
    await callSection(ctx.app, 'PUT', `${url}/${created.json().id}`, team.cookie, {
      ...input,
      published: false,
    });
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/pages/tryout-faq`)).status).toBe(404);
    await callSection(ctx.app, 'PUT', `${url}/${created.json().id}`, team.cookie, input);
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/pages/tryout-faq`)).status).toBe(200);
    expect(
      (await callSection(ctx.app, 'DELETE', `${url}/${created.json().id}`, team.cookie)).statusCode,
    ).toBe(204);
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/pages/tryout-faq`)).status).toBe(404);
    // Its address is free again.
    expect((await callSection(ctx.app, 'POST', url, team.cookie, input)).json().urlId).toBe('tryout-faq');
  });

  it('keeps the address stable, refuses a taken one and names each invalid field', async () => {
    const team = await createSiteTeam(ctx);
    const first = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const renamed = (
      await callSection(ctx.app, 'PUT', `${url}/${first.id}`, team.cookie, { ...input, title: 'Tryouts' })
    ).json();
    expect(renamed.urlId).toBe('tryout-faq');
    const second = (
      await callSection(ctx.app, 'POST', url, team.cookie, { ...input, title: 'Tryout FAQ' })
    ).json();
    expect(second.urlId).toBe('tryout-faq-2');
    const clash = await callSection(ctx.app, 'PUT', `${url}/${second.id}`, team.cookie, {
      ...input,
      urlId: 'tryout-faq',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.fields.urlId).toBe(customPageMessages.addressTaken);
    const missing = await callSection(ctx.app, 'POST', url, team.cookie, { ...input, title: ' ' });
    expect(missing.json().error.fields.title).toBe('Please enter the title');
  });

  it("refuses another team's page and renders every payload inert", async () => {
    const team = await createSiteTeam(ctx);
    const other = await createSiteTeam(ctx);
    const theirs = (await callSection(ctx.app, 'POST', url, other.cookie, input)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, team.cookie, input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(new Set(refused.messages)).toEqual(new Set([customPageMessages.notFound]));

    const saved = (
      await callSection(ctx.app, 'POST', url, team.cookie, {
        ...input,
        title: 'Payloads',
        content: xssCorpus.join(''),
      })
    ).json();
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/pages/${saved.urlId}`);
    const body = page.html.querySelector('.rich-text')?.innerHTML ?? '';
    for (const marker of activeMarkers) expect(body).not.toMatch(marker);
  });
});
