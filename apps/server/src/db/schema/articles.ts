import type { StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { contentRecordColumns, sampleFlagColumn, teamIdColumn } from './content-columns.ts';
import { events } from './events.ts';
import { galleries } from './galleries.ts';
import { games } from './games.ts';
import { coaches, players } from './roster.ts';
import { seasons } from './seasons.ts';

/** News articles (spec part 2 §3 "Article"); an article about a game, event or practice links to it. */
export const articles = pgTable(
  'articles',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    seasonId: text('season_id').references((): AnyPgColumn => seasons.id, { onDelete: 'set null' }),
    gameId: text('game_id').references((): AnyPgColumn => games.id, { onDelete: 'set null' }),
    eventId: text('event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    practiceId: text('practice_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    playerId: text('player_id').references((): AnyPgColumn => players.id, { onDelete: 'set null' }),
    coachId: text('coach_id').references((): AnyPgColumn => coaches.id, { onDelete: 'set null' }),
    galleryId: text('gallery_id').references((): AnyPgColumn => galleries.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** URL-friendly id of the public article page. */
    url: text('url').notNull(),
    author: text('author').notNull().default(''),
    /** Ids of the tagged records (players, coaches, games, ...). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    mobileContent: text('mobile_content').notNull().default(''),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default({ file: '', link: '' }),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    timeOfArticle: timestamp('time_of_article', { withTimezone: true }).notNull().defaultNow(),
    ...contentRecordColumns(),
    ...sampleFlagColumn(),
  },
  (t) => [
    index('articles_team_id_idx').on(t.teamId, t.timeOfArticle),
    index('articles_season_id_idx').on(t.seasonId),
    index('articles_game_id_idx').on(t.gameId),
    index('articles_event_id_idx').on(t.eventId),
    index('articles_practice_id_idx').on(t.practiceId),
    index('articles_player_id_idx').on(t.playerId),
    index('articles_coach_id_idx').on(t.coachId),
    index('articles_gallery_id_idx').on(t.galleryId),
    index('articles_tags_idx').using('gin', t.tags),
    uniqueIndex('articles_team_url_uq').on(t.teamId, t.url).where(sql`${t.deleted} = false`),
  ],
);
