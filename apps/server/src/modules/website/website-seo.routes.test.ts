import { maxSeoKeywords, visibleTextMessages, websiteSeoMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/teams.ts';
import { fetchSitePage } from '../../site/site-test-helpers.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import {
  expectOnlySliceChanged,
  findStoredTeam,
  itRefusesSaveWithoutCsrf,
  itRefusesSignedOut,
  putJson,
  setUpTestApp,
} from './website-slice-test-helpers.ts';

const seoUrl = '/api/website/seo';

describe('website SEO: GET and PUT /api/website/seo', () => {
  const ctx = setUpTestApp();

  itRefusesSignedOut(ctx, seoUrl, { title: 42 });

  it("answers the seeded SEO info and the site's address: its subdomain, or its own domain", async () => {
    const a = await signUp(ctx.app);
    const team = await findStoredTeam(ctx, a.session.team.id);
    const res = await getJson(ctx.app, seoUrl, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      seo: team.website.seoInfo,
      siteAddress: `http://${team.slug}.localhost:3000`,
    });
    await ctx.database.db.update(teams).set({ url: 'www.Hawks.example' }).where(eq(teams.id, team.id));
    expect((await getJson(ctx.app, seoUrl, a.cookie)).json().siteAddress).toBe('https://www.hawks.example');
  });

  it('saves only website.seoInfo, trimmed, and the public home page shows it at once', async () => {
    const a = await signUp(ctx.app);
    const before = await findStoredTeam(ctx, a.session.team.id);
    const homeUrl = `/sites/${before.slug}`;
    expect((await fetchSitePage(ctx.app, homeUrl)).status).toBe(200);

    const res = await putJson(
      ctx.app,
      seoUrl,
      {
        title: '  Harbor Hawks Hockey ',
        description: 'Club ice hockey in Harbor City:\nschedule, roster and tickets.',
        keywords: 'hockey, Harbor City,, hockey ',
      },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    const seo = {
      title: 'Harbor Hawks Hockey',
      description: 'Club ice hockey in Harbor City: schedule, roster and tickets.',
      keywords: 'hockey, Harbor City',
    };
    expect(res.json()).toEqual({ seo, siteAddress: `http://${before.slug}.localhost:3000` });
    expect((await getJson(ctx.app, seoUrl, a.cookie)).json().seo).toEqual(seo);

    const after = await findStoredTeam(ctx, before.id);
    expect(after.website.seoInfo).toEqual(seo);
    expectOnlySliceChanged(before, after, 'website.seoInfo');

    const home = await fetchSitePage(ctx.app, homeUrl);
    expect(home.html.querySelector('title')?.textContent).toBe(seo.title);
    expect(home.meta('description')).toBe(seo.description);
    expect(home.meta('og:title')).toBe(seo.title);
    expect(home.meta('keywords')).toBe(seo.keywords);
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, seoUrl, a.cookie)).json().seo;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { title: ' ', description: '', keywords: '' },
        { title: 'Please enter the title', description: 'Please enter the description' },
      ],
      [
        { title: 't'.repeat(71), description: 'd'.repeat(301), keywords: `${'k'.repeat(51)}, hockey` },
        {
          title: visibleTextMessages.tooLong('title', 70),
          description: visibleTextMessages.tooLong('description', 300),
          keywords: websiteSeoMessages.keywordTooLong('k'.repeat(51)),
        },
      ],
      [
        {
          title: 'Hawks',
          description: 'Hockey',
          keywords: Array.from({ length: maxSeoKeywords + 1 }, (_, i) => `k${i}`).join(','),
        },
        { keywords: websiteSeoMessages.tooManyKeywords },
      ],
      [
        { title: 'Hawks\u202e', description: 'Hockey' },
        { title: visibleTextMessages.invisibleCharacters('title') },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await putJson(ctx.app, seoUrl, payload, a.cookie);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('validation');
      expect(error.fields).toEqual(fields);
      expect(Object.values(error.fields)).toContain(error.message);
    }
    expect((await getJson(ctx.app, seoUrl, a.cookie)).json().seo).toEqual(before);
  });

  it("changes only the signed-in team's SEO info: team A cannot change team B's", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app, { sportsType: 'MENSRUGBY' });
    const seoOfB = (await getJson(ctx.app, seoUrl, b.cookie)).json().seo;
    const res = await putJson(
      ctx.app,
      `${seoUrl}?teamId=${b.session.team.id}`,
      { ...seoOfB, title: 'Written by A', teamId: b.session.team.id },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await getJson(ctx.app, seoUrl, b.cookie)).json().seo).toEqual(seoOfB);
    expect((await findStoredTeam(ctx, a.session.team.id)).website.seoInfo.title).toBe('Written by A');
  });

  itRefusesSaveWithoutCsrf(ctx, seoUrl, 'seo', { title: 'Forged' });
});
