import {
  designPageTypes,
  navLinkMessages,
  type WebsiteDesignResponse,
  type WebsiteDesignUpdateInput,
  websiteDesignMessages,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { assert, describe, expect, it } from 'vitest';
import { forms } from '../../db/schema/forms.ts';
import { players } from '../../db/schema/roster.ts';
import { fetchSitePage } from '../../site/site-test-helpers.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import {
  expectOnlySliceChanged,
  findStoredTeam,
  itRefusesSignedOut,
  putJson,
  setUpTestApp,
} from './website-slice-test-helpers.ts';

const designUrl = '/api/website/design';

/** The stored styles as the editor would send them back. */
async function readDesign(ctx: TestContext, cookie: string): Promise<WebsiteDesignResponse> {
  const res = await getJson(ctx.app, designUrl, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('website design: GET and PUT /api/website/design', () => {
  const ctx = setUpTestApp();

  itRefusesSignedOut(ctx, designUrl, { darkMode: 42 });

  it("answers the seeded styles, the team's link targets and a real page per page type", async () => {
    const a = await signUp(ctx.app);
    const team = await findStoredTeam(ctx, a.session.team.id);
    const res = await getJson(ctx.app, designUrl, a.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    const design: WebsiteDesignResponse = res.json();
    expect(design.styles).toEqual(team.website.styles);

    const values = design.linkTargets.map((t) => t.value);
    // Every seeded nav link points to a target the picker offers.
    const navValues = (links: typeof design.styles.navLinks): string[] =>
      links.flatMap((l) => [l.value, ...navValues(l.options)]);
    expect(values).toEqual(expect.arrayContaining(navValues(design.styles.navLinks)));
    const [publicForm] = await ctx.database.db.select().from(forms).where(eq(forms.teamId, team.id)).limit(1);
    assert(publicForm);
    expect(design.linkTargets).toContainEqual({
      value: `/forms/${publicForm.slug}`,
      label: publicForm.title,
      group: 'forms',
    });

    expect(Object.keys(design.previewPaths).sort()).toEqual([...designPageTypes].sort());
    expect(design.previewPaths.homepage).toBe('/');
    expect(design.previewPaths.player).toMatch(/^\/player\/.+/);
    expect(design.previewPaths.game).toMatch(/^\/game\/.+/);
    // Each preview page exists on the team's site.
    for (const path of new Set(Object.values(design.previewPaths))) {
      const page = await fetchSitePage(ctx.app, `/sites/${team.slug}${path === '/' ? '' : path}`);
      expect(page.status, path).toBe(200);
    }
  });

  it('saves only website.styles (openNewTab derived, colors lower case) and the public site shows it', async () => {
    const a = await signUp(ctx.app);
    const before = await findStoredTeam(ctx, a.session.team.id);
    const { styles } = await readDesign(ctx, a.cookie);
    const siteUrl = `/sites/${before.slug}`;
    expect((await fetchSitePage(ctx.app, siteUrl)).status).toBe(200);

    const update: WebsiteDesignUpdateInput = {
      ...styles,
      designs: { ...styles.designs, homepage: 3 },
      colors: { primaryColor: '#1A2B3C', secondaryColor: '#c0ffee', fontColor: '#FFFFFF' },
      darkMode: 'dark',
      bannerText: '  Season tickets on sale now ',
      navLinks: [
        ...styles.navLinks,
        {
          title: 'Shop',
          value: '/custom',
          link: 'https://shop.example/hawks',
          openNewTab: false,
          options: [{ title: 'Roster', value: '/roster', link: 'https://stale.example', openNewTab: true }],
        },
      ],
    };
    const res = await putJson(ctx.app, designUrl, update, a.cookie);
    expect(res.statusCode).toBe(200);
    const saved: WebsiteDesignResponse = res.json();
    const shop = saved.styles.navLinks.at(-1);
    expect(shop).toEqual({
      title: 'Shop',
      value: '/custom',
      link: 'https://shop.example/hawks',
      openNewTab: true,
      required: false,
      options: [
        { title: 'Roster', value: '/roster', link: '', openNewTab: false, required: false, options: [] },
      ],
    });
    expect(saved.styles.colors).toEqual({
      primaryColor: '#1a2b3c',
      secondaryColor: '#c0ffee',
      fontColor: '#ffffff',
    });
    expect(saved.styles.bannerText).toBe('Season tickets on sale now');
    expect(saved.linkTargets.length).toBeGreaterThan(0);
    expect((await readDesign(ctx, a.cookie)).styles).toEqual(saved.styles);

    const after = await findStoredTeam(ctx, before.id);
    expect(after.website.styles).toEqual(saved.styles);
    expectOnlySliceChanged(before, after, 'website.styles');

    const home = await fetchSitePage(ctx.app, siteUrl);
    expect(home.body.includes('--primary:#1a2b3c')).toBe(true);
    expect(home.html.querySelector('html')?.getAttribute('data-theme')).toBe('dark');
    expect(home.html.querySelector('.hero-banner')?.textContent).toBe('Season tickets on sale now');
    expect(home.html.querySelector('main')?.classNames).toContain('family-3');
    // A link with sub-links opens a menu that offers the link itself first, in a new tab.
    const shopMenu = home.html
      .querySelectorAll('header nav.nav-bar details')
      .find((el) => el.querySelector('summary')?.textContent === 'Shop');
    const [shopLink, rosterLink] = shopMenu?.querySelectorAll('a') ?? [];
    expect(shopLink?.getAttribute('href')).toBe('https://shop.example/hawks');
    expect(shopLink?.getAttribute('target')).toBe('_blank');
    expect(rosterLink?.getAttribute('href')).toBe(`${siteUrl}/roster`);
    expect(rosterLink?.getAttribute('target')).toBeUndefined();
    // Other page types keep their design.
    const roster = await fetchSitePage(ctx.app, `${siteUrl}/roster`);
    expect(roster.html.querySelector('main')?.classNames).toContain('family-1');
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const a = await signUp(ctx.app);
    const { styles } = await readDesign(ctx, a.cookie);
    const res = await putJson(
      ctx.app,
      designUrl,
      {
        ...styles,
        designs: { ...styles.designs, article: 17 },
        colors: { primaryColor: '', secondaryColor: 'green', fontColor: '#ffffff' },
        darkMode: 'dim',
        bannerText: 'x'.repeat(121),
        navLinks: [
          ...styles.navLinks,
          { title: '', value: '/roster' },
          { title: 'Blank', value: '' },
          { title: 'Away', value: '//evil.example' },
          { title: 'Shop', value: '/custom', link: 'javascript:alert(1)' },
          { title: 'Tickets', value: '/custom' },
        ],
      },
      a.cookie,
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    const n = styles.navLinks.length;
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      'designs.article': websiteDesignMessages.designInvalid,
      'colors.primaryColor': 'Please enter the primary color',
      'colors.secondaryColor': websiteDesignMessages.colorInvalid('secondary color'),
      darkMode: websiteDesignMessages.darkModeInvalid,
      bannerText: 'Please keep the banner text to 120 characters or fewer',
      [`navLinks.${n}.title`]: 'Please enter the title',
      [`navLinks.${n + 1}.value`]: 'Please enter the page',
      [`navLinks.${n + 2}.value`]: websiteDesignMessages.pageInvalid,
      [`navLinks.${n + 3}.link`]: websiteDesignMessages.customLinkInvalid,
      [`navLinks.${n + 4}.link`]: 'Please enter the web address',
    });
    expect((await readDesign(ctx, a.cookie)).styles).toEqual(styles);
  });

  it('takes links nested three levels deep and refuses a fourth level', async () => {
    const a = await signUp(ctx.app);
    const { styles } = await readDesign(ctx, a.cookie);
    const level = (title: string, options: unknown[] = []) => ({ title, value: '/roster', options });
    const three = [...styles.navLinks, level('1', [level('2', [level('3')])])];
    expect((await putJson(ctx.app, designUrl, { ...styles, navLinks: three }, a.cookie)).statusCode).toBe(
      200,
    );

    const four = [...styles.navLinks, level('1', [level('2', [level('3', [level('4')])])])];
    const res = await putJson(ctx.app, designUrl, { ...styles, navLinks: four }, a.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      [`navLinks.${styles.navLinks.length}.options.0.options.0.options`]: navLinkMessages.tooDeep,
    });
  });

  it('keeps the Home link: it may be renamed, not removed or repointed', async () => {
    const a = await signUp(ctx.app);
    const { styles } = await readDesign(ctx, a.cookie);
    const [home, ...others] = styles.navLinks;
    assert(home);
    expect(home.required).toBe(true);
    for (const navLinks of [others, [{ ...home, value: '/about' }, ...others]]) {
      const res = await putJson(ctx.app, designUrl, { ...styles, navLinks }, a.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation',
        message: navLinkMessages.requiredLinksChanged,
        fields: { navLinks: navLinkMessages.requiredLinksChanged },
      });
    }
    const renamed = [{ ...home, title: 'Start' }, ...others];
    const res = await putJson(ctx.app, designUrl, { ...styles, navLinks: renamed }, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().styles.navLinks[0].title).toBe('Start');
  });

  it("changes only the signed-in team's record: team A cannot touch team B", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const bBefore = await findStoredTeam(ctx, b.session.team.id);
    const { styles } = await readDesign(ctx, a.cookie);
    // The session decides the team: nothing in the request can name another one.
    const res = await putJson(
      ctx.app,
      `${designUrl}?teamId=${b.session.team.id}`,
      { ...styles, teamId: b.session.team.id, darkMode: 'dark' },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await findStoredTeam(ctx, a.session.team.id)).website.styles.darkMode).toBe('dark');
    expect(await findStoredTeam(ctx, b.session.team.id)).toEqual(bBefore);
    expect((await readDesign(ctx, b.cookie)).styles).toEqual(bBefore.website.styles);
  });

  it("previews only the team's own real records as design pages", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const [bPlayer] = await ctx.database.db
      .select()
      .from(players)
      .where(eq(players.teamId, b.session.team.id))
      .limit(1);
    assert(bPlayer);
    await ctx.database.db.update(players).set({ deleted: true }).where(eq(players.teamId, a.session.team.id));
    const { previewPaths } = await readDesign(ctx, a.cookie);
    // Team A has no players left: the roster list, never team B's player.
    expect(previewPaths.player).toBe('/roster');
    expect(previewPaths.player).not.toContain(bPlayer.urlId);
  });
});

describe('admin preview overrides on the public site', () => {
  const ctx = setUpTestApp();

  const overrides =
    'design=6&primary=%23aa0011&secondary=%23112233&font=%23000000&dark=1&banner=Preview%20only';

  it("applies unsaved styles to the team's admin preview only, and never shares them", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const team = await findStoredTeam(ctx, a.session.team.id);
    const home = `/sites/${team.slug}`;
    const plain = await fetchSitePage(ctx.app, home);

    const preview = await fetchSitePage(ctx.app, `${home}?team=${team.id}&${overrides}`, {
      cookie: a.cookie,
    });
    // Kept by the admin's own browser only, revalidated every time (decision 020).
    expect(preview.headers['cache-control']).toBe('private, no-cache');
    expect(preview.body.includes('--primary:#aa0011')).toBe(true);
    expect(preview.html.querySelector('html')?.getAttribute('data-theme')).toBe('dark');
    expect(preview.html.querySelector('.hero-banner')?.textContent).toBe('Preview only');
    // Design 6: layout family 2, treatment 2 (design = 4 * (treatment - 1) + family).
    expect(preview.html.querySelector('main')?.classNames).toContain('family-2 treatment-2');

    // A stranger, another team's admin, or the admin without ?team= sees the stored site.
    for (const [url, cookie] of [
      [`${home}?${overrides}`, undefined],
      [`${home}?team=${team.id}&${overrides}`, undefined],
      [`${home}?team=${team.id}&${overrides}`, b.cookie],
      [`${home}?${overrides}`, a.cookie],
    ] as const) {
      const page = await fetchSitePage(ctx.app, url, { cookie });
      expect(page.body.includes('#aa0011'), url).toBe(false);
      expect(page.html.querySelector('main')?.classNames).toBe(plain.html.querySelector('main')?.classNames);
      expect(page.html.querySelector('html')?.getAttribute('data-theme')).toBe('light');
    }
    // The stored record and the shared cache are untouched.
    expect((await findStoredTeam(ctx, team.id)).website.styles).toEqual(team.website.styles);
    expect((await fetchSitePage(ctx.app, home)).body).toBe(plain.body);
  });

  it('ignores malformed override values', async () => {
    const a = await signUp(ctx.app);
    const team = await findStoredTeam(ctx, a.session.team.id);
    const page = await fetchSitePage(
      ctx.app,
      `/sites/${team.slug}?team=${team.id}&design=99&primary=red;}body{color:hotpink}&dark=yes`,
      { cookie: a.cookie },
    );
    expect(page.status).toBe(200);
    expect(page.body.includes('--primary:#000000')).toBe(true);
    expect(page.body.includes('hotpink')).toBe(false);
    expect(page.html.querySelector('main')?.classNames).toContain('family-1 treatment-1');
  });
});
