import type { StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { idColumn } from './columns.ts';
import { contentRecordColumns, sampleFlagColumn, teamIdColumn } from './content-columns.ts';
import { events } from './events.ts';
import { games } from './games.ts';
import { coaches, players } from './roster.ts';
import { seasons } from './seasons.ts';

/** The urlId of the team's undeletable photo library gallery. */
export const myLibraryUrlId = 'mylibrary';

/** Photo galleries (spec part 2 §3 "Gallery"); at most 20 photos each (a service rule). */
export const galleries = pgTable(
  'galleries',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    urlId: text('url_id').notNull(),
    seasonId: text('season_id').references((): AnyPgColumn => seasons.id, { onDelete: 'set null' }),
    gameId: text('game_id').references((): AnyPgColumn => games.id, { onDelete: 'set null' }),
    eventId: text('event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    practiceId: text('practice_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    playerId: text('player_id').references((): AnyPgColumn => players.id, { onDelete: 'set null' }),
    coachId: text('coach_id').references((): AnyPgColumn => coaches.id, { onDelete: 'set null' }),
    articleId: text('article_id').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
    tagTypes: jsonb('tag_types').$type<string[]>().notNull().default([]),
    /** The gallery's photos in display order. */
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    /** The team's 'mylibrary' gallery: one per team, cannot be deleted. */
    isMyLibrary: boolean('is_my_library').notNull().default(false),
    timeOfGallery: timestamp('time_of_gallery', { withTimezone: true }).notNull().defaultNow(),
    ...contentRecordColumns(),
    ...sampleFlagColumn(),
  },
  (t) => [
    index('galleries_team_id_idx').on(t.teamId, t.timeOfGallery),
    index('galleries_season_id_idx').on(t.seasonId),
    index('galleries_game_id_idx').on(t.gameId),
    index('galleries_event_id_idx').on(t.eventId),
    index('galleries_practice_id_idx').on(t.practiceId),
    index('galleries_player_id_idx').on(t.playerId),
    index('galleries_coach_id_idx').on(t.coachId),
    index('galleries_article_id_idx').on(t.articleId),
    index('galleries_tag_ids_idx').using('gin', t.tagIds),
    uniqueIndex('galleries_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
    uniqueIndex('galleries_team_my_library_uq').on(t.teamId).where(sql`${t.isMyLibrary} = true`),
  ],
);

/** A photo in a gallery (spec part 2 §3 "Photo"). */
export const photos = pgTable(
  'photos',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    galleryId: text('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    tagIds: jsonb('tag_ids').$type<string[]>().notNull().default([]),
    tagTypes: jsonb('tag_types').$type<string[]>().notNull().default([]),
    image: jsonb('image').$type<StoredImage>().notNull(),
    width: integer('width'),
    height: integer('height'),
    ...contentRecordColumns(),
    ...sampleFlagColumn(),
  },
  (t) => [
    index('photos_team_id_idx').on(t.teamId),
    index('photos_gallery_id_idx').on(t.galleryId),
    index('photos_tag_ids_idx').using('gin', t.tagIds),
  ],
);
