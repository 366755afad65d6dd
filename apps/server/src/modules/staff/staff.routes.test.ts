import {
  boardMemberMessages,
  coachMessages,
  contentOrderMessages,
  playerSummaryTooShortMessage,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { coaches } from '../../db/schema/roster.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  callSection,
  expectForeignIdRefused,
  uploadLibraryImage,
} from '../content-sections/content-section-test-helpers.ts';

const coachesUrl = '/api/coaches';
const boardUrl = '/api/executiveboard';
const input = {
  name: 'Dana Reyes',
  email: 'Dana@Club.example',
  phone: '555 0100',
  details: [
    { title: 'Nationality', value: 'Canada' },
    { title: 'Title', value: 'Head Coach' },
  ],
  bio: 'Twenty years behind the bench.',
  texts: [{ title: 'Coach of the year', value: '2024' }],
};
const titlesOf = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);
const withTitle = (title: string) => ({ ...input, details: [{ title: 'Title', value: title }] });

describe('coaches & staff and executive board: /api/coaches, /api/executiveboard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates (first place), reads, searches, updates and soft-deletes a coach', async () => {
    const team = await createSiteTeam(ctx);
    const seeded = titlesOf((await callSection(ctx.app, 'GET', coachesUrl, team.cookie)).json());

    const created = await callSection(ctx.app, 'POST', coachesUrl, team.cookie, input);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const coach = created.json();
    expect(coach).toMatchObject({
      name: 'Dana Reyes',
      urlId: 'dana-reyes',
      email: 'dana@club.example',
      current: true,
      published: true,
      details: [
        { title: 'Title', required: true, value: 'Head Coach' },
        { title: 'Hometown', required: false, value: '' },
        { title: 'Born', required: false, value: '' },
        { title: 'Nationality', required: false, value: 'Canada' },
      ],
    });
    expect((await callSection(ctx.app, 'GET', `${coachesUrl}/${coach.id}`, team.cookie)).json()).toEqual(
      coach,
    );
    const list = (await callSection(ctx.app, 'GET', coachesUrl, team.cookie)).json();
    expect(titlesOf(list)).toEqual(['Dana Reyes', ...seeded]);
    expect(list.items[0]).toMatchObject({ subtitle: 'Head Coach', published: true });

    const search = async (text: string) =>
      titlesOf(
        (
          await callSection(ctx.app, 'GET', `${coachesUrl}?search=${encodeURIComponent(text)}`, team.cookie)
        ).json(),
      );
    expect(await search('reyes')).toEqual(['Dana Reyes']);
    expect(await search('head c')).toContain('Dana Reyes');
    expect(await search('eyes')).toEqual([]);

    const updated = await callSection(ctx.app, 'PUT', `${coachesUrl}/${coach.id}`, team.cookie, {
      ...withTitle('Goalie Coach'),
      name: 'Dana Reyes-Ortiz',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Dana Reyes-Ortiz', urlId: 'dana-reyes-ortiz' });

    expect((await callSection(ctx.app, 'DELETE', `${coachesUrl}/${coach.id}`, team.cookie)).statusCode).toBe(
      204,
    );
    const gone = await callSection(ctx.app, 'GET', `${coachesUrl}/${coach.id}`, team.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(coachMessages.notFound);
    expect(await search('')).toEqual(seeded);
    const [row] = await ctx.database.db.select().from(coaches).where(eq(coaches.id, coach.id));
    assert(row);
    expect(row.deleted).toBe(true);
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/staff`)).text()).not.toContain('Dana');
  });

  it('keeps coaches and board members apart (an id of the other section does not exist); unpublished members leave the public page', async () => {
    const team = await createSiteTeam(ctx);
    const member = (await callSection(ctx.app, 'POST', boardUrl, team.cookie, withTitle('Treasurer'))).json();
    expect(titlesOf((await callSection(ctx.app, 'GET', coachesUrl, team.cookie)).json())).not.toContain(
      'Dana Reyes',
    );
    const asCoach = await callSection(ctx.app, 'GET', `${coachesUrl}/${member.id}`, team.cookie);
    expect(asCoach.statusCode).toBe(404);
    expect(asCoach.json().error.message).toBe(coachMessages.notFound);
    expect((await callSection(ctx.app, 'DELETE', `${coachesUrl}/${member.id}`, team.cookie)).statusCode).toBe(
      404,
    );
    const board = await fetchSitePage(ctx.app, `/sites/${team.slug}/executiveboard`);
    expect(board.text()).toContain('Dana Reyes');
    const hidden = await callSection(ctx.app, 'PUT', `${boardUrl}/${member.id}`, team.cookie, {
      ...withTitle('Treasurer'),
      published: false,
    });
    expect(hidden.json().published).toBe(false);
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/executiveboard`)).text()).not.toContain(
      'Dana Reyes',
    );
  });

  it('moves a member to previous on save; the public page lists them under Previous', async () => {
    const team = await createSiteTeam(ctx);
    const member = (await callSection(ctx.app, 'POST', coachesUrl, team.cookie, input)).json();
    const moved = await callSection(ctx.app, 'PUT', `${coachesUrl}/${member.id}`, team.cookie, {
      ...input,
      current: false,
    });
    expect(moved.json().current).toBe(false);
    const list = (await callSection(ctx.app, 'GET', coachesUrl, team.cookie)).json();
    // Current members first, as on the public page.
    expect(list.items.at(-1)).toMatchObject({ title: 'Dana Reyes', subtitle: 'Head Coach · Previous' });
    const page = (await fetchSitePage(ctx.app, `/sites/${team.slug}/staff`)).text();
    expect(page.indexOf('Previous')).toBeGreaterThan(-1);
    expect(page.indexOf('Dana Reyes')).toBeGreaterThan(page.indexOf('Previous'));
  });

  it('saves a new board order in one batch, and the public page follows it', async () => {
    const team = await createSiteTeam(ctx);
    await callSection(ctx.app, 'POST', boardUrl, team.cookie, { ...withTitle('Chair'), name: 'Avery Chair' });
    await callSection(ctx.app, 'POST', boardUrl, team.cookie, {
      ...withTitle('Treasurer'),
      name: 'Blair Books',
    });
    const before = (await callSection(ctx.app, 'GET', `${boardUrl}/order`, team.cookie)).json();
    expect(titlesOf(before).slice(0, 2)).toEqual(['Blair Books', 'Avery Chair']);
    const reversed = [...before.items].reverse().map((item: { id: string }) => item.id);
    const saved = await callSection(ctx.app, 'PUT', `${boardUrl}/order`, team.cookie, { ids: reversed });
    expect(saved.statusCode).toBe(200);
    expect(titlesOf(saved.json())).toEqual(titlesOf(before).reverse());
    const page = (await fetchSitePage(ctx.app, `/sites/${team.slug}/executiveboard`)).text();
    expect(page.indexOf('Avery Chair')).toBeLessThan(page.indexOf('Blair Books'));

    const coachIds = (await callSection(ctx.app, 'GET', `${coachesUrl}/order`, team.cookie))
      .json()
      .items.map((item: { id: string }) => item.id);
    const mixed = await callSection(ctx.app, 'PUT', `${boardUrl}/order`, team.cookie, {
      ids: [...reversed.slice(1), coachIds[0]],
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().error.message).toBe(contentOrderMessages.stale);
    expect((await callSection(ctx.app, 'GET', `${boardUrl}/order`, team.cookie)).json()).toEqual(
      saved.json(),
    );
  });

  it('takes the photo from the media library', async () => {
    const team = await createSiteTeam(ctx);
    const photo = await uploadLibraryImage(ctx.app, team.cookie, 'image');
    const res = await callSection(ctx.app, 'POST', coachesUrl, team.cookie, {
      ...input,
      profileImage: photo.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().profileImage.file).toBe(photo.id);
    expect(res.json().profileImage.link).toMatch(/^\/files\//);
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const team = await createSiteTeam(ctx);
    const total = (await callSection(ctx.app, 'GET', boardUrl, team.cookie)).json().total;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...input, name: ' ' }, { name: 'Please enter the name' }],
      [{ ...input, details: [] }, { 'details.0.value': 'Please enter the Title' }],
      [withTitle(''), { 'details.0.value': 'Please enter the Title' }],
      [{ ...input, email: 'dana@' }, { email: 'Please enter a valid email address' }],
      [{ ...input, summary: 'Too short' }, { summary: playerSummaryTooShortMessage }],
    ];
    for (const [body, fields] of cases) {
      const res = await callSection(ctx.app, 'POST', boardUrl, team.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await callSection(ctx.app, 'GET', boardUrl, team.cookie)).json().total).toBe(total);
  });

  it("answers 404 for another team's board member and changes nothing", async () => {
    const a = await createSiteTeam(ctx);
    const b = await createSiteTeam(ctx);
    const [theirs] = (await callSection(ctx.app, 'GET', boardUrl, b.cookie)).json().items;
    const refused = await expectForeignIdRefused(ctx.app, boardUrl, theirs.id, a.cookie, input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(refused.messages).toEqual(Array(3).fill(boardMemberMessages.notFound));
    expect((await callSection(ctx.app, 'GET', `${boardUrl}/${theirs.id}`, b.cookie)).json().name).toBe(
      theirs.title,
    );
  });

  it('pages 500 coaches with a cursor and searches across all of them', async () => {
    const team = await createSiteTeam(ctx);
    await ctx.database.db.insert(coaches).values(
      Array.from({ length: 500 }, (_, i) => ({
        teamId: team.teamId,
        urlId: `coach-${i}`,
        name: `Coach ${String(i).padStart(3, '0')}`,
        order: 1000 - i,
      })),
    );
    const first = (await callSection(ctx.app, 'GET', `${coachesUrl}?limit=50`, team.cookie)).json();
    expect(first.items).toHaveLength(50);
    expect(first.items[0].title).toBe('Coach 000');
    expect(first.nextCursor).toBe('50');
    const searched = (
      await callSection(ctx.app, 'GET', `${coachesUrl}?search=coach%2049`, team.cookie)
    ).json();
    expect(titlesOf(searched)).toEqual(Array.from({ length: 10 }, (_, i) => `Coach 49${i}`));
  });
});
