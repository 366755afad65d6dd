import { sql } from 'drizzle-orm';
import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

/** Primary key: a random UUID made by the database, so inserts need not provide one. */
export const idColumn = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);

export const timestamps = () => ({
  timeCreated: timestamp('time_created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  timeModified: timestamp('time_modified', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Flags every content record carries (spec part 2 §3). */
export const contentFlags = () => ({
  published: boolean('published').notNull().default(true),
  deleted: boolean('deleted').notNull().default(false),
});
