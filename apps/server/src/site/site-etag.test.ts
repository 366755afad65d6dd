import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { requireRow } from '../db/rows.ts';
import { teams } from '../db/schema/teams.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteTeam, fetchSitePage, setCustomHost } from './site-test-helpers.ts';

/**
 * A browser revalidates what it holds for an address with If-None-Match. The ETag must belong to
 * that page of that team: when the address passes to another team at the same content version,
 * the browser gets the new team's page, never a 304 that keeps showing the old one.
 */
describe('public team site: ETags bound to the team and the page', () => {
  let ctx: TestContext;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    // Every request re-reads the team, as after the revalidation interval.
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' });
  });
  afterAll(() => ctx.close());

  /** Gives `teamId` an address and a content version in one update (the version is not bumped). */
  async function moveTeam(teamId: string, change: { slug?: string; url?: string }, contentVersion: number) {
    const { url, ...rest } = change;
    if (url !== undefined) await setCustomHost(db(), teamId, url);
    await db()
      .update(teams)
      .set({ ...rest, contentVersion })
      .where(eq(teams.id, teamId));
    const [team] = await db().select().from(teams).where(eq(teams.id, teamId));
    assert(team);
    expect(team.contentVersion).toBe(contentVersion);
  }

  it('does not answer 304 with the old team’s page when a slug passes to another team', async () => {
    const herons = await createSiteTeam(ctx, { teamName: 'Harbor Herons' });
    const ravens = await createSiteTeam(ctx, { teamName: 'Ridge Ravens' });
    const url = `/sites/${herons.slug}/about`;
    const held = await fetchSitePage(ctx.app, url);
    expect(held.html.querySelector('.brand-name')?.textContent).toBe('Harbor Herons');
    const { contentVersion } = requireRow(
      (await db().select().from(teams).where(eq(teams.id, herons.teamId)))[0],
      'teams',
    );

    // The Herons take another address; the Ravens take theirs, at the same content version.
    await moveTeam(herons.teamId, { slug: `${herons.slug}-moved` }, contentVersion + 100);
    await moveTeam(ravens.teamId, { slug: `${ravens.slug}-old` }, contentVersion + 200);
    await moveTeam(ravens.teamId, { slug: herons.slug }, contentVersion);

    const revalidated = await fetchSitePage(ctx.app, url, {
      headers: { 'if-none-match': String(held.headers.etag) },
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.html.querySelector('.brand-name')?.textContent).toBe('Ridge Ravens');
    expect(revalidated.headers.etag).not.toBe(held.headers.etag);
  });

  it('does not answer 304 with the old team’s page when a custom domain passes to another team', async () => {
    const otters = await createSiteTeam(ctx, { teamName: 'Cove Otters' });
    const badgers = await createSiteTeam(ctx, { teamName: 'Cove Badgers' });
    const host = 'www.cove-hockey.org';
    const { contentVersion } = requireRow(
      (await db().select().from(teams).where(eq(teams.id, otters.teamId)))[0],
      'teams',
    );
    await moveTeam(otters.teamId, { url: host }, contentVersion + 1);
    const held = await fetchSitePage(ctx.app, '/', { host });
    expect(held.html.querySelector('.brand-name')?.textContent).toBe('Cove Otters');

    await moveTeam(otters.teamId, { url: '' }, contentVersion + 300);
    await moveTeam(badgers.teamId, { url: host }, contentVersion + 1);
    const revalidated = await fetchSitePage(ctx.app, '/', {
      host,
      headers: { 'if-none-match': String(held.headers.etag) },
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.html.querySelector('.brand-name')?.textContent).toBe('Cove Badgers');
  });

  it('gives each page its own ETag and still answers 304 for the page the browser holds', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Summit Stags' });
    const about = await fetchSitePage(ctx.app, `/sites/${site.slug}/about`);
    const roster = await fetchSitePage(ctx.app, `/sites/${site.slug}/roster`);
    expect(about.headers.etag).not.toBe(roster.headers.etag);
    const wrongPage = await fetchSitePage(ctx.app, `/sites/${site.slug}/roster`, {
      headers: { 'if-none-match': String(about.headers.etag) },
    });
    expect(wrongPage.status).toBe(200);
    const samePage = await ctx.app.inject({
      url: `/sites/${site.slug}/about`,
      headers: { 'if-none-match': String(about.headers.etag) },
    });
    expect(samePage.statusCode).toBe(304);
  });
});
