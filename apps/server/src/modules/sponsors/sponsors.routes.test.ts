import {
  contentOrderMessages,
  contentUrlMessage,
  sponsorMessages,
  visibleTextMessages,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { sponsors } from '../../db/schema/sponsors.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  callSection,
  expectForeignIdRefused,
  uploadLibraryImage,
} from '../content-sections/content-section-test-helpers.ts';

const url = '/api/sponsors';
const input = { name: 'Harbor Bank', url: 'https://bank.example', notes: 'Gold partner' };
const titlesOf = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

describe('sponsors: /api/sponsors', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates (first place), reads, searches, updates, unpublishes and soft-deletes a sponsor', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;

    const created = await callSection(ctx.app, 'POST', url, team.cookie, { ...input, name: ' Harbor Bank ' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const sponsor = created.json();
    expect(sponsor).toMatchObject({ ...input, urlId: 'harbor-bank', published: true });
    expect((await callSection(ctx.app, 'GET', `${url}/${sponsor.id}`, team.cookie)).json()).toEqual(sponsor);
    const list = (await callSection(ctx.app, 'GET', url, team.cookie)).json();
    expect(titlesOf(list)).toEqual(['Harbor Bank', seeded.title]);
    expect(list.items[0]).toMatchObject({ subtitle: input.url, published: true });

    const search = async (text: string) =>
      titlesOf(
        (await callSection(ctx.app, 'GET', `${url}?search=${encodeURIComponent(text)}`, team.cookie)).json(),
      );
    expect(await search('bank')).toEqual(['Harbor Bank']);
    expect(await search('arbor')).toEqual([]);

    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/sponsors`)).text()).toContain('Harbor Bank');
    const hidden = await callSection(ctx.app, 'PUT', `${url}/${sponsor.id}`, team.cookie, {
      ...input,
      name: 'Harbor Savings',
      published: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      name: 'Harbor Savings',
      urlId: 'harbor-savings',
      published: false,
    });
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/sponsors`)).text()).not.toContain('Harbor');

    expect((await callSection(ctx.app, 'DELETE', `${url}/${sponsor.id}`, team.cookie)).statusCode).toBe(204);
    const gone = await callSection(ctx.app, 'GET', `${url}/${sponsor.id}`, team.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(sponsorMessages.notFound);
    expect(await search('')).toEqual([seeded.title]);
    const [row] = await ctx.database.db.select().from(sponsors).where(eq(sponsors.id, sponsor.id));
    assert(row);
    expect(row.deleted).toBe(true);
  });

  it('saves a new order in one batch and the public page follows it', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    const b = (await callSection(ctx.app, 'POST', url, team.cookie, { name: 'Bravo Beverages' })).json();
    const a = (await callSection(ctx.app, 'POST', url, team.cookie, { name: 'Alpha Autos' })).json();
    const order = (await callSection(ctx.app, 'GET', `${url}/order`, team.cookie)).json();
    expect(titlesOf(order)).toEqual(['Alpha Autos', 'Bravo Beverages', seeded.title]);

    const saved = await callSection(ctx.app, 'PUT', `${url}/order`, team.cookie, {
      ids: [seeded.id, b.id, a.id],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(titlesOf(saved.json())).toEqual([seeded.title, 'Bravo Beverages', 'Alpha Autos']);
    const page = (await fetchSitePage(ctx.app, `/sites/${team.slug}/sponsors`)).text();
    expect(page.indexOf(seeded.title)).toBeLessThan(page.indexOf('Bravo Beverages'));
    expect(page.indexOf('Bravo Beverages')).toBeLessThan(page.indexOf('Alpha Autos'));
  });

  it('refuses an order that is not exactly the live sponsors, and changes nothing', async () => {
    const team = await createSiteTeam(ctx);
    const other = await createSiteTeam(ctx);
    const [theirs] = (await callSection(ctx.app, 'GET', url, other.cookie)).json().items;
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    const a = (await callSection(ctx.app, 'POST', url, team.cookie, { name: 'Alpha Autos' })).json();
    const before = (await callSection(ctx.app, 'GET', `${url}/order`, team.cookie)).json();

    for (const ids of [[seeded.id], [seeded.id, a.id, theirs.id], [seeded.id, theirs.id]]) {
      const res = await callSection(ctx.app, 'PUT', `${url}/order`, team.cookie, { ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(409);
      expect(res.json().error.message).toBe(contentOrderMessages.stale);
    }
    const twice = await callSection(ctx.app, 'PUT', `${url}/order`, team.cookie, { ids: [a.id, a.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ ids: contentOrderMessages.duplicate });
    expect((await callSection(ctx.app, 'GET', `${url}/order`, team.cookie)).json()).toEqual(before);
    expect((await callSection(ctx.app, 'GET', `${url}/order`, other.cookie)).json().items).toHaveLength(1);
  });

  it('takes the logo from the media library and refuses an image that is not in it', async () => {
    const team = await createSiteTeam(ctx);
    const logo = await uploadLibraryImage(ctx.app, team.cookie, 'logo');
    const res = await callSection(ctx.app, 'POST', url, team.cookie, { name: 'Logo Labs', logo: logo.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().logo.file).toBe(logo.id);
    expect(res.json().logo.link).toMatch(/^\/files\//);
    const refused = await callSection(ctx.app, 'POST', url, team.cookie, { name: 'No Logo', logo: 'nope' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['logo']);
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const team = await createSiteTeam(ctx);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Please enter the sponsor name' }],
      [{ name: '  ' }, { name: 'Please enter the sponsor name' }],
      [{ name: 'Bank', url: 'bank.example' }, { url: contentUrlMessage }],
      [{ name: 'x'.repeat(101) }, { name: visibleTextMessages.tooLong('sponsor name', 100) }],
    ];
    for (const [body, fields] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await callSection(ctx.app, 'GET', url, team.cookie)).json().total).toBe(1);
  });

  it("answers 404 for another team's sponsor and changes nothing", async () => {
    const a = await createSiteTeam(ctx);
    const b = await createSiteTeam(ctx);
    const [theirs] = (await callSection(ctx.app, 'GET', url, b.cookie)).json().items;
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, a.cookie, input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(refused.messages).toEqual(Array(3).fill(sponsorMessages.notFound));
    expect((await callSection(ctx.app, 'GET', `${url}/${theirs.id}`, b.cookie)).json().name).toBe(
      theirs.title,
    );
  });

  it('pages 500 sponsors with a cursor and searches across all of them', async () => {
    const team = await createSiteTeam(ctx);
    await ctx.database.db.insert(sponsors).values(
      Array.from({ length: 500 }, (_, i) => ({
        teamId: team.teamId,
        urlId: `firm-${i}`,
        name: `Firm ${String(i).padStart(3, '0')}`,
        order: 1000 - i,
      })),
    );
    const first = (await callSection(ctx.app, 'GET', `${url}?limit=50`, team.cookie)).json();
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(501);
    expect(first.items[0].title).toBe('Firm 000');
    const second = (await callSection(ctx.app, 'GET', `${url}?limit=50&cursor=50`, team.cookie)).json();
    expect(second.items[0].title).toBe('Firm 050');
    const searched = (await callSection(ctx.app, 'GET', `${url}?search=firm%2049`, team.cookie)).json();
    expect(titlesOf(searched)).toEqual(Array.from({ length: 10 }, (_, i) => `Firm 49${i}`));
  });
});
