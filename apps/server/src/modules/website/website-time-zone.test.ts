import { describeTimeZone, type Game, teamTimeZoneMessages as m, type Ticket } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/store.ts';
import { teams } from '../../db/schema/teams.ts';
import { addGameAsAdmin, createSiteTeam } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';

const path = '/api/website/time-zone';

/**
 * Issue 35 §1: a team chooses its zone in Website → Info; a change keeps either the clock times of
 * what is entered (the zone was wrong) or their moments (the team moved).
 */
describe('Website → Info → Time zone', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A team in New York with a 7:00 PM game and a ticket for it. */
  async function teamWithGame() {
    const team = await createSiteTeam(ctx);
    const { game } = await addGameAsAdmin(ctx.app, team.cookie, {
      date: '2027-01-16',
      time: '19:00',
      timeTba: false,
      homeGame: true,
    });
    const ticket = await callSection(ctx.app, 'POST', '/api/tickets', team.cookie, {
      name: 'Home game',
      gameId: game.id,
      tiers: [{ name: 'Adult', priceCents: 1500, capacity: 100 }],
      capacity: null,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    return { ...team, game, ticket: ticket.json() as Ticket };
  }
  const gameOf = async (cookie: string, id: string) =>
    (await callSection(ctx.app, 'GET', `/api/games/${id}`, cookie)).json() as Game & {
      date: string;
      time: string;
    };
  const ticketTimeOf = async (id: string) =>
    (await ctx.database.db.select({ at: tickets.timeOfEvent }).from(tickets).where(eq(tickets.id, id)))[0]
      ?.at;

  it('shows the zone, the one the address suggests, and how many games and events are entered', async () => {
    const team = await createSiteTeam(ctx);
    const [row] = await ctx.database.db
      .select({ info: teams.info })
      .from(teams)
      .where(eq(teams.id, team.teamId));
    await ctx.database.db
      .update(teams)
      .set({
        info: {
          ...row?.info,
          address: '400 Rink Road\nMinneapolis, MN 55401',
        } as typeof teams.$inferInsert.info,
      })
      .where(eq(teams.id, team.teamId));
    const view = (await callSection(ctx.app, 'GET', path, team.cookie)).json();
    expect(view.timeZone).toBe('America/New_York');
    expect(view.suggested).toBe('America/Chicago');
    expect(view.scheduledCount).toBeGreaterThan(0);
  });

  it('keeps the clock times of games, tickets and the store’s season when the zone was wrong', async () => {
    const team = await teamWithGame();
    const before = await ticketTimeOf(team.ticket.id);
    const storeSeason = async () =>
      (await callSection(ctx.app, 'GET', '/api/website/storeinfo', team.cookie)).json().storeInfo;
    const seasonBefore = await storeSeason();
    const res = await callSection(ctx.app, 'PUT', path, team.cookie, {
      timeZone: 'America/Chicago',
      keep: 'clock-times',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      timeZone: 'America/Chicago',
      message: m.changedKeepClock(describeTimeZone('America/Chicago')),
    });
    const game = await gameOf(team.cookie, team.game.id);
    expect([game.date, game.time]).toEqual(['2027-01-16', '19:00']);
    // The same 7:00 PM, an hour later than 7:00 PM in New York.
    expect((await ticketTimeOf(team.ticket.id))?.getTime()).toBe((before?.getTime() ?? 0) + 3_600_000);
    const seasonAfter = await storeSeason();
    expect([seasonAfter.scheduleStart, seasonAfter.scheduleEnd]).toEqual([
      seasonBefore.scheduleStart,
      seasonBefore.scheduleEnd,
    ]);
  });

  it('keeps the moments when the team moved: the clock times show in the new zone', async () => {
    const team = await teamWithGame();
    const before = await ticketTimeOf(team.ticket.id);
    const res = await callSection(ctx.app, 'PUT', path, team.cookie, {
      timeZone: 'America/Chicago',
      keep: 'moments',
    });
    expect(res.json().message).toBe(m.changedKeepMoments(describeTimeZone('America/Chicago')));
    const game = await gameOf(team.cookie, team.game.id);
    expect(game.time).toBe('18:00');
    expect((await ticketTimeOf(team.ticket.id))?.getTime()).toBe(before?.getTime());
    const again = await callSection(ctx.app, 'PUT', path, team.cookie, {
      timeZone: 'America/Chicago',
      keep: 'clock-times',
    });
    expect(again.json().message).toBe(m.unchanged);
    expect((await gameOf(team.cookie, team.game.id)).time).toBe('18:00');
  });

  it('names the field of an unknown zone or a missing choice', async () => {
    const team = await createSiteTeam(ctx);
    const unknown = await callSection(ctx.app, 'PUT', path, team.cookie, {
      timeZone: 'Mars/Olympus',
      keep: 'moments',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ timeZone: m.unknown });
    const noKeep = await callSection(ctx.app, 'PUT', path, team.cookie, { timeZone: 'America/Chicago' });
    expect(noKeep.json().error.fields).toEqual({ keep: m.keepMissing });
    const [row] = await ctx.database.db
      .select({ zone: teams.timeZone })
      .from(teams)
      .where(eq(teams.id, team.teamId));
    expect(row?.zone).toBe('America/New_York');
  });
});
