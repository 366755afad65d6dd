import {
  alumniMessages,
  emailInvalidMessage,
  playerMessages,
  playerSummaryTooShortMessage,
  positionNotOfSportMessage,
  unknownStatMessage,
} from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/roster.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  callSection,
  expectForeignIdRefused,
  uploadLibraryImage,
} from '../content-sections/content-section-test-helpers.ts';

const roster = '/api/roster';
const alumni = '/api/alumni';
const details = [
  { title: 'Team Number', value: '27' },
  { title: 'Position', value: 'Goalie' },
  { title: 'Hometown', value: 'Duluth, MN' },
];
const input = {
  name: 'Avery Quinn',
  email: 'Avery@Example.org',
  phone: '555 0100',
  details,
  summary: '',
  bio: 'Started skating at four.\nCaptain in her senior year.',
  texts: [{ title: 'All-Conference', value: 'First team, 2025' }],
  overridingStats: { Saves: 412 },
};

const titlesOf = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

describe('roster and alumni: /api/roster, /api/alumni', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates, reads, lists, searches, updates and soft-deletes a player', async () => {
    const team = await createSiteTeam(ctx);
    const seeded = (await callSection(ctx.app, 'GET', roster, team.cookie)).json();
    const created = await callSection(ctx.app, 'POST', roster, team.cookie, input);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const player = created.json();
    expect(player).toMatchObject({
      name: 'Avery Quinn',
      urlId: 'avery-quinn',
      email: 'avery@example.org',
      alumni: false,
      published: true,
      texts: input.texts,
      overridingStats: { Saves: 412 },
    });
    // The sport's rows in its order, required flags from the sport.
    expect(player.details.map((row: { title: string }) => row.title)).toEqual([
      'Team Number',
      'Weight',
      'Height',
      'Hometown',
      'Position',
      'Year',
      'Born',
      'Nationality',
      'Previous Team',
      'Shoots',
    ]);
    expect(player.details[0]).toEqual({ title: 'Team Number', required: true, value: '27' });
    const read = await callSection(ctx.app, 'GET', `${roster}/${player.id}`, team.cookie);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual(player);

    const list = (await callSection(ctx.app, 'GET', roster, team.cookie)).json();
    expect(list.total).toBe(seeded.total + 1);
    expect(list.items.find((item: { id: string }) => item.id === player.id)).toEqual({
      id: player.id,
      title: 'Avery Quinn',
      subtitle: '#27 · Goalie',
      imageLink: '',
      published: true,
      isSample: false,
    });
    const search = async (text: string) =>
      titlesOf(
        (
          await callSection(ctx.app, 'GET', `${roster}?search=${encodeURIComponent(text)}`, team.cookie)
        ).json(),
      );
    expect(await search('quinn')).toEqual(['Avery Quinn']);
    expect(await search('avery q')).toEqual(['Avery Quinn']);
    expect(await search('very')).toEqual([]);
    expect(await search('goal')).toContain('Avery Quinn');

    const updated = await callSection(ctx.app, 'PUT', `${roster}/${player.id}`, team.cookie, {
      ...input,
      name: 'Avery Quinn-Lee',
      published: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Avery Quinn-Lee',
      urlId: 'avery-quinn-lee',
      published: false,
    });

    const dashboardPlayers = async () =>
      (await callSection(ctx.app, 'GET', '/api/dashboard', team.cookie)).json().counts.players;
    expect(await dashboardPlayers()).toBe(seeded.total + 1);
    const deleted = await callSection(ctx.app, 'DELETE', `${roster}/${player.id}`, team.cookie);
    expect(deleted.statusCode).toBe(204);
    // Soft-deleted players leave the dashboard counts too.
    expect(await dashboardPlayers()).toBe(seeded.total);
    const gone = await callSection(ctx.app, 'GET', `${roster}/${player.id}`, team.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(playerMessages.notFound);
    expect((await callSection(ctx.app, 'GET', roster, team.cookie)).json().total).toBe(seeded.total);
    const [row] = await ctx.database.db.select().from(players).where(eq(players.id, player.id));
    assert(row);
    expect(row.deleted).toBe(true);
  });

  it('moves a player between roster and alumni on save, and the public pages follow', async () => {
    const team = await createSiteTeam(ctx);
    const player = (await callSection(ctx.app, 'POST', roster, team.cookie, input)).json();
    const rosterPage = async () => (await fetchSitePage(ctx.app, `/sites/${team.slug}/roster`)).text();
    const alumniPage = async () => (await fetchSitePage(ctx.app, `/sites/${team.slug}/alumni`)).text();
    expect(await rosterPage()).toContain('Avery Quinn');
    expect(await alumniPage()).not.toContain('Avery Quinn');

    const moved = await callSection(ctx.app, 'PUT', `${roster}/${player.id}`, team.cookie, {
      ...input,
      alumni: true,
    });
    expect(moved.json().alumni).toBe(true);
    expect(await rosterPage()).not.toContain('Avery Quinn');
    expect(await alumniPage()).toContain('Avery Quinn');
    // Now an alumni record: the roster section does not know the id, the alumni section does.
    const asRoster = await callSection(ctx.app, 'GET', `${roster}/${player.id}`, team.cookie);
    expect(asRoster.statusCode).toBe(404);
    const asAlumni = await callSection(ctx.app, 'GET', `${alumni}/${player.id}`, team.cookie);
    expect(asAlumni.json().name).toBe('Avery Quinn');
    expect(
      titlesOf((await callSection(ctx.app, 'GET', `${alumni}?search=avery`, team.cookie)).json()),
    ).toEqual(['Avery Quinn']);
    const missing = await callSection(ctx.app, 'DELETE', `${roster}/${player.id}`, team.cookie);
    expect(missing.json().error.message).toBe(playerMessages.notFound);

    // Unpublished and deleted players leave the public pages.
    await callSection(ctx.app, 'PUT', `${alumni}/${player.id}`, team.cookie, {
      ...input,
      alumni: true,
      published: false,
    });
    expect(await alumniPage()).not.toContain('Avery Quinn');
    await callSection(ctx.app, 'PUT', `${alumni}/${player.id}`, team.cookie, { ...input, alumni: true });
    expect(await alumniPage()).toContain('Avery Quinn');
    expect((await callSection(ctx.app, 'DELETE', `${alumni}/${player.id}`, team.cookie)).statusCode).toBe(
      204,
    );
    expect(await alumniPage()).not.toContain('Avery Quinn');
    const deletedMessage = (await callSection(ctx.app, 'GET', `${alumni}/${player.id}`, team.cookie)).json();
    expect(deletedMessage.error.message).toBe(alumniMessages.notFound);
  });

  it('shows the edits on the public player page: summary, bio, achievements, images', async () => {
    const team = await createSiteTeam(ctx);
    const profile = await uploadLibraryImage(ctx.app, team.cookie, 'image', { width: 1600, height: 900 });
    const feature = await uploadLibraryImage(ctx.app, team.cookie, 'feature', { width: 1600, height: 900 });
    const created = await callSection(ctx.app, 'POST', roster, team.cookie, {
      ...input,
      profileImage: profile.id,
      featureImage: feature.id,
    });
    const player = created.json();
    expect(player.profileImage.file).toBe(profile.id);
    expect(player.featureImage.link).toMatch(/^\/files\//);
    const pagePath = `/sites/${team.slug}/player/${player.urlId}`;
    let page = (await fetchSitePage(ctx.app, pagePath)).text();
    // An empty summary: the automatic one from the details.
    expect(page).toContain('Avery Quinn plays Goalie for');
    expect(page).toContain('Captain in her senior year.');
    expect(page).toContain('All-Conference');
    // Overridden totals show even without games on the site.
    expect(page).toMatch(/Saves\s*412/);
    const summary = 'A calm, positional goaltender who reads the play early and starts the breakout.';
    await callSection(ctx.app, 'PUT', `${roster}/${player.id}`, team.cookie, {
      ...input,
      summary,
      profileImage: profile.id,
      featureImage: '',
    });
    page = (await fetchSitePage(ctx.app, pagePath)).text();
    expect(page).toContain(summary);
    const [row] = await ctx.database.db.select().from(players).where(eq(players.id, player.id));
    assert(row);
    expect(row.profileImage).toEqual(player.profileImage);
    expect(row.featureImage).toEqual({ file: '', link: '' });
  });

  it('opens the public player page with the feature picture, the wide action shot the form describes', async () => {
    const team = await createSiteTeam(ctx);
    const profile = await uploadLibraryImage(ctx.app, team.cookie, 'image', { width: 900, height: 1200 });
    const feature = await uploadLibraryImage(ctx.app, team.cookie, 'feature', { width: 1600, height: 900 });
    const player = (
      await callSection(ctx.app, 'POST', roster, team.cookie, {
        ...input,
        profileImage: profile.id,
        featureImage: feature.id,
      })
    ).json();
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/player/${player.urlId}`);
    const profileBlocks = page.html.querySelector('article.profile')?.children ?? [];
    // First the action shot across the page, then the portrait with the name, then the rest.
    expect(profileBlocks.map((block) => block.tagName.toLowerCase()).slice(0, 2)).toEqual([
      'figure',
      'header',
    ]);
    const shot = profileBlocks[0]?.querySelector('img');
    expect(shot?.getAttribute('src')).toBe(player.featureImage.link);
    expect(shot?.getAttribute('alt')).toBe('Avery Quinn in action');
    expect(shot?.getAttribute('loading')).toBe('eager');
    expect(profileBlocks[1]?.querySelector('h1')?.textContent).toBe('Avery Quinn');
    expect(page.html.querySelectorAll('article.profile figure')).toHaveLength(1);
    // The browser fetches the page's first picture before it has read the page.
    expect(page.html.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
      player.featureImage.webpLink,
    );
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const team = await createSiteTeam(ctx);
    const before = (await callSection(ctx.app, 'GET', roster, team.cookie)).json().total;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...input, name: '  ' }, { name: 'Please enter the player name' }],
      [
        { ...input, details: [] },
        { 'details.0.value': 'Please enter the Team Number', 'details.4.value': 'Please enter the Position' },
      ],
      [
        {
          ...input,
          details: [
            { title: 'Team Number', value: '3' },
            { title: 'Position', value: 'Hooker' },
          ],
        },
        { 'details.4.value': positionNotOfSportMessage },
      ],
      [{ ...input, summary: 'Short.' }, { summary: playerSummaryTooShortMessage }],
      [{ ...input, email: 'avery@' }, { email: emailInvalidMessage }],
      [
        { ...input, overridingStats: { Tries: 2, Dunks: 1 } },
        { 'overridingStats.Dunks': unknownStatMessage },
      ],
      [{ ...input, overridingStats: { Tries: 2 } }, { 'overridingStats.Tries': unknownStatMessage }],
      [{ ...input, profileImage: 'not-a-media-id' }, { profileImage: expect.any(String) }],
    ];
    for (const [body, fields] of cases) {
      const res = await callSection(ctx.app, 'POST', roster, team.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await callSection(ctx.app, 'GET', roster, team.cookie)).json().total).toBe(before);
  });

  it('lets rugby players leave the team number empty', async () => {
    const team = await createSiteTeam(ctx, { sportsType: 'MENSRUGBY' });
    const res = await callSection(ctx.app, 'POST', roster, team.cookie, {
      name: 'Tom Hale',
      details: [{ title: 'Position', value: 'Hooker' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().details.map((row: { title: string }) => row.title)).not.toContain('Shoots');
  });

  it("answers 404 for another team's player and changes nothing", async () => {
    const a = await createSiteTeam(ctx);
    const b = await createSiteTeam(ctx);
    for (const url of [roster, alumni]) {
      const [theirs] = (await callSection(ctx.app, 'GET', url, b.cookie)).json().items;
      const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, a.cookie, input);
      expect(refused.statusCodes).toEqual([404, 404, 404]);
      const messages = url === roster ? playerMessages : alumniMessages;
      expect(refused.messages).toEqual(Array(3).fill(messages.notFound));
      const still = await callSection(ctx.app, 'GET', `${url}/${theirs.id}`, b.cookie);
      expect(still.json().name).toBe(theirs.title);
    }
  });

  it('pages 500 players with a cursor and searches across all of them', async () => {
    const team = await createSiteTeam(ctx);
    await ctx.database.db.insert(players).values(
      Array.from({ length: 500 }, (_, i) => ({
        teamId: team.teamId,
        urlId: `skater-${i}`,
        name: `Skater ${String(i).padStart(3, '0')}`,
        details: [{ title: 'Position', required: true, value: 'Forward' }],
      })),
    );
    const started = performance.now();
    const first = (await callSection(ctx.app, 'GET', `${roster}?limit=50`, team.cookie)).json();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBe('50');
    const live = await ctx.database.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.teamId, team.teamId), eq(players.deleted, false), eq(players.alumni, false)));
    expect(first.total).toBe(live.length);
    const searched = (await callSection(ctx.app, 'GET', `${roster}?search=skater%2049`, team.cookie)).json();
    expect(titlesOf(searched)).toEqual(Array.from({ length: 10 }, (_, i) => `Skater 49${i}`));
    expect(searched.nextCursor).toBeNull();
    const alumniList = (await callSection(ctx.app, 'GET', alumni, team.cookie)).json();
    expect(titlesOf(alumniList).some((title: string) => title.startsWith('Skater'))).toBe(false);
  });
});
