import type { EventType, StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { idColumn } from './columns.ts';
import { contentRecordColumns, teamIdColumn } from './content-columns.ts';
import { galleries } from './galleries.ts';
import { seasons } from './seasons.ts';

/** Events and practices (spec part 2 §3 "Event"), listed by timeOfEvent, newest first. */
export const events = pgTable(
  'events',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    urlId: text('url_id').notNull(),
    seasonId: text('season_id').references((): AnyPgColumn => seasons.id, { onDelete: 'set null' }),
    articleId: text('article_id').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    galleryId: text('gallery_id').references((): AnyPgColumn => galleries.id, { onDelete: 'set null' }),
    eventType: text('event_type').$type<EventType>().notNull().default('event'),
    title: text('title').notNull(),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default({ file: '', link: '' }),
    venue: text('venue').notNull().default(''),
    timeOfEvent: timestamp('time_of_event', { withTimezone: true }).notNull(),
    endTimeOfEvent: timestamp('end_time_of_event', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    /** Tagged records: ids and, at the same positions, their kinds (player, coach, game, ...). */
    tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
    tagTypes: jsonb('tag_types').$type<string[]>().notNull().default([]),
    ...contentRecordColumns(),
  },
  (t) => [
    index('events_team_id_idx').on(t.teamId, t.timeOfEvent),
    index('events_season_id_idx').on(t.seasonId),
    index('events_article_id_idx').on(t.articleId),
    index('events_gallery_id_idx').on(t.galleryId),
    uniqueIndex('events_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
  ],
);
