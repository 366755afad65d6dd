import { contentUrlMessage, opponentMessages, visibleTextMessages } from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { opponents } from '../../db/schema/opponents.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  callSection,
  expectForeignIdRefused,
  uploadLibraryImage,
} from '../content-sections/content-section-test-helpers.ts';

const url = '/api/opponents';
const input = {
  name: 'Harbor City Hawks',
  address: '1 Rink Road',
  url: 'https://hawks.example',
  notes: 'Fast',
};

describe('opponents: /api/opponents', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates, reads, lists, searches by prefix, updates and soft-deletes an opponent', async () => {
    const team = await createSiteTeam(ctx);
    const seeded = (await callSection(ctx.app, 'GET', url, team.cookie)).json();
    expect(seeded.items.map((item: { title: string }) => item.title)).toEqual(['Opponent University']);

    const created = await callSection(ctx.app, 'POST', url, team.cookie, {
      ...input,
      name: '  Harbor City Hawks ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const opponent = created.json();
    expect(opponent).toMatchObject({ ...input, urlId: 'harbor-city-hawks', logo: { file: '', link: '' } });
    expect((await callSection(ctx.app, 'GET', `${url}/${opponent.id}`, team.cookie)).json()).toEqual(
      opponent,
    );

    const search = async (text: string) =>
      (await callSection(ctx.app, 'GET', `${url}?search=${encodeURIComponent(text)}`, team.cookie))
        .json()
        .items.map((item: { title: string }) => item.title);
    expect(await search('city h')).toEqual(['Harbor City Hawks']);
    expect(await search('univ')).toEqual(['Opponent University']);
    expect(await search('arbor')).toEqual([]);

    const updated = await callSection(ctx.app, 'PUT', `${url}/${opponent.id}`, team.cookie, {
      ...input,
      name: 'Harbor City Falcons',
      url: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Harbor City Falcons',
      url: '',
      urlId: 'harbor-city-falcons',
    });

    const dashboardCount = async () =>
      (await callSection(ctx.app, 'GET', '/api/dashboard', team.cookie)).json().counts.opponents;
    expect(await dashboardCount()).toBe(2);
    const deleted = await callSection(ctx.app, 'DELETE', `${url}/${opponent.id}`, team.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(await dashboardCount()).toBe(1);
    const gone = await callSection(ctx.app, 'GET', `${url}/${opponent.id}`, team.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(opponentMessages.notFound);
    expect(await search('')).toEqual(['Opponent University']);
    // Soft delete: the row stays for past games.
    const [row] = await ctx.database.db.select().from(opponents).where(eq(opponents.id, opponent.id));
    assert(row);
    expect(row.deleted).toBe(true);
  });

  it('shows a renamed opponent on the public schedule at once', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/schedule`)).text()).toContain(
      'Opponent University',
    );
    const res = await callSection(ctx.app, 'PUT', `${url}/${seeded.id}`, team.cookie, {
      name: 'Bayside Bears',
    });
    expect(res.statusCode).toBe(200);
    const schedule = await fetchSitePage(ctx.app, `/sites/${team.slug}/schedule`);
    expect(schedule.text()).toContain('Bayside Bears');
  });

  it('takes the logo from the media library and refuses an image that is not in it', async () => {
    const team = await createSiteTeam(ctx);
    const logo = await uploadLibraryImage(ctx.app, team.cookie, 'logo', { width: 400, height: 400 });
    const res = await callSection(ctx.app, 'POST', url, team.cookie, { name: 'Logo Lions', logo: logo.id });
    expect(res.statusCode).toBe(201);
    const opponent = res.json();
    expect(opponent.logo.file).toBe(logo.id);
    expect(opponent.logo.link).toMatch(/^\/files\//);
    // Sending the stored id back keeps the logo as it is.
    const kept = await callSection(ctx.app, 'PUT', `${url}/${opponent.id}`, team.cookie, {
      name: 'Logo Lions',
      logo: logo.id,
    });
    expect(kept.json().logo).toEqual(opponent.logo);
    const refused = await callSection(ctx.app, 'POST', url, team.cookie, {
      name: 'No Logo',
      logo: 'not-a-media-id',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['logo']);
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const team = await createSiteTeam(ctx);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Please enter the opponent name' }],
      [{ name: '   ' }, { name: 'Please enter the opponent name' }],
      [{ name: 'Hawks', url: 'hawks.example' }, { url: contentUrlMessage }],
      [{ name: 'Hawks', address: 'a\nb' }, { address: visibleTextMessages.controlCharacters('address') }],
      [{ name: 'x'.repeat(101) }, { name: visibleTextMessages.tooLong('opponent name', 100) }],
    ];
    for (const [body, fields] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await callSection(ctx.app, 'GET', url, team.cookie)).json().total).toBe(1);
  });

  it("answers 404 for another team's opponent and changes nothing", async () => {
    const a = await createSiteTeam(ctx);
    const b = await createSiteTeam(ctx);
    const [theirs] = (await callSection(ctx.app, 'GET', url, b.cookie)).json().items;
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, a.cookie, input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(refused.messages).toEqual(Array(3).fill(opponentMessages.notFound));
    const still = await callSection(ctx.app, 'GET', `${url}/${theirs.id}`, b.cookie);
    expect(still.json()).toMatchObject({ name: 'Opponent University' });
  });

  it('pages 500 opponents with a cursor and searches across all of them', async () => {
    const team = await createSiteTeam(ctx);
    await ctx.database.db.insert(opponents).values(
      Array.from({ length: 500 }, (_, i) => ({
        teamId: team.teamId,
        urlId: `club-${i}`,
        name: `Club ${String(i).padStart(3, '0')}`,
      })),
    );
    const first = (await callSection(ctx.app, 'GET', `${url}?limit=50`, team.cookie)).json();
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(501);
    expect(first.nextCursor).toBe('50');
    const second = (await callSection(ctx.app, 'GET', `${url}?limit=50&cursor=50`, team.cookie)).json();
    expect(second.items[0].title).toBe('Club 050');
    const searched = (await callSection(ctx.app, 'GET', `${url}?search=club%2049`, team.cookie)).json();
    // "Club 049" does not start with "club 49": the match is by prefix.
    expect(searched.items.map((item: { title: string }) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Club 49${i}`),
    );
    expect(searched.nextCursor).toBeNull();
    const live = await ctx.database.db
      .select()
      .from(opponents)
      .where(and(eq(opponents.teamId, team.teamId), eq(opponents.deleted, false)));
    expect(live).toHaveLength(501);
  });
});
