import { formatWallTime, parseWallTime } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../db/schema/teams.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { addGameAsAdmin, createSiteTeam } from './site-test-helpers.ts';

/**
 * The instant a subscribed calendar (Google, Apple, Outlook) shows a time at: a UTC time as it is,
 * a floating one (no `Z`, no TZID) in the feed's X-WR-TIMEZONE, as those apps read it.
 */
function shownInstant(time: ICAL.Time, feedZone: string | null): Date {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  if (time.zone === ICAL.Timezone.localTimezone && feedZone) {
    const instant = parseWallTime(time.toString().slice(0, 16), feedZone);
    if (instant) return instant;
  }
  throw new Error(`a time a calendar cannot place: ${time.toString()} (${time.zone?.tzid})`);
}

/**
 * The schedule feed fans subscribe to (/schedule.ics), parsed with a real iCalendar library (ical.js)
 * and read as a calendar app reads it: a game's start is the same instant in every zone.
 */
describe('team site calendar feed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' });
  });
  afterAll(() => ctx.close());

  async function teamInZone(teamName: string, timeZone: string) {
    const team = await createSiteTeam(ctx, { teamName });
    await ctx.database.db.update(teams).set({ timeZone }).where(eq(teams.id, team.teamId));
    return team;
  }

  async function readFeed(slug: string) {
    const res = await ctx.app.inject({ url: `/sites/${slug}/schedule.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const feedZone = calendar.getFirstPropertyValue('x-wr-timezone');
    const events = calendar.getAllSubcomponents('vevent');
    const game = (id: string) => {
      const vevent = events.find((v) => v.getFirstPropertyValue('uid') === `game-${id}@sideline`);
      if (!vevent) throw new Error(`game ${id} is not in the feed`);
      return vevent;
    };
    return { feedZone: typeof feedZone === 'string' ? feedZone : null, events, game };
  }

  it('shows a 6:00 PM game at 6:00 PM in the team’s zone and at the same instant elsewhere (New York, Auckland)', async () => {
    const cases = [
      {
        zone: 'America/New_York',
        teamName: 'Harbor Hawks',
        abroad: 'Europe/London',
        abroadAt: '2026-11-19T23:00',
      },
      // 18:00 in Auckland (UTC+13 in November) is midnight in New York.
      {
        zone: 'Pacific/Auckland',
        teamName: 'Southern Kea',
        abroad: 'America/New_York',
        abroadAt: '2026-11-19T00:00',
      },
    ];
    for (const { zone, teamName, abroad, abroadAt } of cases) {
      const team = await teamInZone(teamName, zone);
      const { game } = await addGameAsAdmin(ctx.app, team.cookie, { date: '2026-11-19', time: '18:00' });
      const feed = await readFeed(team.slug);
      const entry = new ICAL.Event(feed.game(game.id));
      expect(entry.startDate.isDate).toBe(false);
      const start = shownInstant(entry.startDate, feed.feedZone);
      expect(formatWallTime(start, zone), teamName).toBe('2026-11-19T18:00');
      // A fan following the team from another zone sees the same instant in their own time.
      expect(formatWallTime(start, abroad), `${teamName} from ${abroad}`).toBe(abroadAt);
      // Two and a half hours long, and stamped in UTC as RFC 5545 requires.
      const end = shownInstant(entry.endDate, feed.feedZone);
      expect(end.getTime() - start.getTime()).toBe(150 * 60_000);
      for (const vevent of feed.events) {
        const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
        expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
      }
    }
  });

  it('puts a game whose time is to be announced on its own day in the team’s zone, all day', async () => {
    // Noon in Auckland is 23:00 UTC the day before: the date must still be the team's.
    const team = await teamInZone('Tasman Tui', 'Pacific/Auckland');
    const { game } = await addGameAsAdmin(ctx.app, team.cookie, {
      date: '2026-11-21',
      time: '',
      timeTba: true,
    });
    const entry = new ICAL.Event((await readFeed(team.slug)).game(game.id));
    expect(entry.startDate.isDate).toBe(true);
    expect(entry.startDate.toString()).toBe('2026-11-21');
  });
});
