import { eventMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/articles.ts';
import { events } from '../../db/schema/events.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { tickets } from '../../db/schema/store.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';

const url = '/api/events';

describe('events and practice: /api/events', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function teamWithOptions() {
    const team = await createSiteTeam(ctx);
    const options = (await callSection(ctx.app, 'GET', `${url}/options`, team.cookie)).json();
    const input = {
      eventType: 'event',
      title: 'Alumni Skate Night',
      venue: 'Harbor Arena',
      start: '2027-03-05T18:30',
      end: '2027-03-05T21:00',
      notes: 'Bring a jersey',
      tags: [
        { id: options.players[0].id, type: 'player' },
        { id: options.coaches[0].id, type: 'coach' },
      ],
    };
    return { team, options, input };
  }
  const titles = async (cookie: string, query = '') =>
    (await callSection(ctx.app, 'GET', `${url}${query}`, cookie))
      .json()
      .items.map((i: { title: string }) => i.title);

  it('creates an event and a practice, lists each sub-section and searches', async () => {
    const { team, input } = await teamWithOptions();
    const created = await callSection(ctx.app, 'POST', url, team.cookie, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Alumni Skate Night',
      start: '2027-03-05T18:30',
      end: '2027-03-05T21:00',
      tags: input.tags,
      tickets: { total: 0, sold: 0 },
      article: null,
    });
    await callSection(ctx.app, 'POST', url, team.cookie, {
      ...input,
      eventType: 'practice',
      title: 'Power skating',
      end: '',
      tags: [],
    });
    expect(await titles(team.cookie, '?type=practice')).toContain('Power skating');
    expect(await titles(team.cookie, '?type=practice')).not.toContain('Alumni Skate Night');
    expect(await titles(team.cookie, '?type=event')).toContain('Alumni Skate Night');
    expect(await titles(team.cookie, '?search=skat')).toEqual(
      expect.arrayContaining(['Alumni Skate Night', 'Power skating']),
    );

    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/event/${created.json().urlId}`);
    expect(page.status).toBe(200);
    expect(page.text()).toContain('Alumni Skate Night');
  });

  it('names the field of every invalid value', async () => {
    const { team, input, options } = await teamWithOptions();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...input, title: '' }, { title: 'Please enter the title' }],
      [{ ...input, start: '' }, { start: eventMessages.enterStart }],
      [{ ...input, start: '2027-02-30T10:00' }, { start: eventMessages.enterStart }],
      [{ ...input, end: '2027-03-05T17:00' }, { end: eventMessages.endBeforeStart }],
      [{ ...input, seasonId: 'nope' }, { seasonId: eventMessages.unknownSeason }],
      [
        { ...input, tags: [{ id: options.players[0].id, type: 'coach' }] },
        { tags: eventMessages.unknownTag },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
    }
  });

  async function eventWithEverything(sold: number) {
    const { team, input } = await teamWithOptions();
    const event = (await callSection(ctx.app, 'POST', url, team.cookie, input)).json();
    const db = ctx.database.db;
    const base = { teamId: team.teamId, sportsType: team.team.sportsType };
    const [gallery] = await db
      .insert(galleries)
      .values({ ...base, urlId: `g-${event.id}`, title: 'Skate photos' })
      .returning();
    assert(gallery);
    await db
      .insert(photos)
      .values({ ...base, galleryId: gallery.id, image: { file: '', link: '' } } as never);
    const [article] = await db
      .insert(articles)
      .values({ ...base, url: `a-${event.id}`, title: 'Skate night recap' })
      .returning();
    assert(article);
    await db
      .update(events)
      .set({ articleId: article.id, galleryId: gallery.id })
      .where(eq(events.id, event.id));
    await db.insert(tickets).values([
      { ...base, eventId: event.id, name: 'Adult', quantitySold: sold },
      { ...base, eventId: event.id, name: 'Child' },
    ]);
    return { team, event, gallery, article };
  }

  it('deletes an event with its gallery, photos and article, flagging its tickets or removing them', async () => {
    const flagged = await eventWithEverything(0);
    expect(
      (await callSection(ctx.app, 'GET', `${url}/${flagged.event.id}`, flagged.team.cookie)).json(),
    ).toMatchObject({
      article: { title: 'Skate night recap' },
      gallery: { title: 'Skate photos' },
      tickets: { total: 2, sold: 0 },
    });
    expect(
      (await callSection(ctx.app, 'DELETE', `${url}/${flagged.event.id}`, flagged.team.cookie)).statusCode,
    ).toBe(204);
    const db = ctx.database.db;
    expect(await db.select().from(events).where(eq(events.id, flagged.event.id))).toEqual([]);
    expect(await db.select().from(articles).where(eq(articles.id, flagged.article.id))).toEqual([]);
    expect(await db.select().from(photos).where(eq(photos.galleryId, flagged.gallery.id))).toEqual([]);
    const kept = await db.select().from(tickets).where(eq(tickets.teamId, flagged.team.teamId));
    expect(kept.map((t) => [t.deleted, t.onTicketUpdateNeeded])).toEqual([
      [true, true],
      [true, true],
    ]);

    const removed = await eventWithEverything(0);
    await callSection(ctx.app, 'DELETE', `${url}/${removed.event.id}?tickets=remove`, removed.team.cookie);
    expect(await db.select().from(tickets).where(eq(tickets.teamId, removed.team.teamId))).toEqual([]);
  });

  it('refuses to delete an event with sold tickets and changes nothing', async () => {
    const { team, event } = await eventWithEverything(4);
    const res = await callSection(ctx.app, 'DELETE', `${url}/${event.id}`, team.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(eventMessages.ticketsSold(4));
    expect(await ctx.database.db.select().from(events).where(eq(events.id, event.id))).toHaveLength(1);
  });

  it("answers 404 for another team's event and refuses its tags", async () => {
    const a = await teamWithOptions();
    const b = await teamWithOptions();
    const bEvent = (await callSection(ctx.app, 'POST', url, b.team.cookie, b.input)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, bEvent.id, a.team.cookie, a.input);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(refused.messages).toEqual(Array(3).fill(eventMessages.notFound));
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, bEvent.id));
    assert(row);
    expect(row.title).toBe('Alumni Skate Night');
    const foreignTag = await callSection(ctx.app, 'POST', url, a.team.cookie, {
      ...a.input,
      tags: b.input.tags,
    });
    expect(foreignTag.json().error.fields).toMatchObject({ tags: eventMessages.unknownTag });
  });
});
