import { asc, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { events } from '../../db/schema/events.ts';
import { keepClockTimeOf } from '../../platform/clock-times.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';
import { createTagOptionQueries } from '../content-sections/tag-options.ts';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Pick<
  EventRow,
  | 'eventType'
  | 'title'
  | 'urlId'
  | 'featureImage'
  | 'venue'
  | 'timeOfEvent'
  | 'endTimeOfEvent'
  | 'seasonId'
  | 'notes'
  | 'tagIds'
  | 'tagTypes'
  | 'published'
>;

/** The team's events and practices (spec part 2 §7 "events"): newest first. */
/** The team's events and practices moved to keep their clock times in another zone. */
export async function keepEventClockTimes(db: DbOrTx, scope: TeamScope, from: string, to: string) {
  const moved = await db
    .update(events)
    .set({
      timeOfEvent: keepClockTimeOf(events.timeOfEvent, from, to),
      endTimeOfEvent: keepClockTimeOf(events.endTimeOfEvent, from, to),
    })
    .where(whereTeam(events, scope))
    .returning({ id: events.id });
  return moved.length;
}

export async function countEvents(db: DbOrTx, scope: TeamScope): Promise<number> {
  const [row] = await db.select({ events: count() }).from(events).where(whereTeamLive(events, scope));
  return row?.events ?? 0;
}

export function createEventsRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(events, scope, ...conditions);

  return {
    listRows(type?: EventRow['eventType']) {
      return db
        .select({
          id: events.id,
          title: events.title,
          eventType: events.eventType,
          timeOfEvent: events.timeOfEvent,
          venue: events.venue,
          featureImage: events.featureImage,
          published: events.published,
        })
        .from(events)
        .where(live(type ? eq(events.eventType, type) : undefined))
        .orderBy(desc(events.timeOfEvent), asc(events.id));
    },

    async findById(id: string): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(events)
        .where(live(eq(events.id, id)))
        .limit(1);
      return row;
    },

    async lockById(id: string): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(events)
        .where(live(eq(events.id, id)))
        .for('update');
      return row;
    },

    async listUrlIds(exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ urlId: events.urlId })
        .from(events)
        .where(live(exceptId ? ne(events.id, exceptId) : undefined));
      return rows.map((row) => row.urlId);
    },

    async insert(values: EventValues & { sportsType: EventRow['sportsType'] }): Promise<EventRow> {
      const [row] = await db
        .insert(events)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'events');
    },

    async update(id: string, values: EventValues): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set(values)
        .where(live(eq(events.id, id)))
        .returning();
      return row;
    },

    /** Spec part 2 §4: deleting an event removes it (with its gallery, article and tickets). */
    async hardDelete(id: string): Promise<void> {
      await db.delete(events).where(whereTeam(events, scope, eq(events.id, id)));
    },

    /** What the editor offers: seasons, and the players, coaches and games an event can be tagged to. */
    async listOptions() {
      const options = createTagOptionQueries(db, scope);
      const [seasonRows, playerRows, coachRows, gameRows] = await Promise.all([
        options.seasons(),
        options.players(),
        options.coaches(),
        options.games(),
      ]);
      return { seasonRows, playerRows, coachRows, gameRows };
    },
  };
}
