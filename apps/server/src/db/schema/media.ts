import type { ImageVariant } from '@sideline/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { teams } from './teams.ts';

/** One stored size of a library image: its file, its WebP twin's file, and its size in pixels. */
export interface MediaVariantFile {
  key: string;
  webpKey: string;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  /** Bytes of the JPEG or PNG file, and of the WebP file. */
  size: number;
  webpSize: number;
}

export type MediaVariantFiles = Partial<Record<ImageVariant, MediaVariantFile>>;

/**
 * The team's media library (decision 012): each uploaded image and the size variants made of it so
 * far. Every variant file also has a `files` row (public, served by /files); the master variant
 * `image` is always there, the others are added when first used.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    /** Type and size of the master variant. */
    contentType: text('content_type').$type<'image/jpeg' | 'image/png'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariantFiles>().notNull(),
    /** Set by the repository in milliseconds (not the database's microseconds), so list cursors are exact. */
    timeCreated: timestamp('time_created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    timeModified: timestamp('time_modified', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('media_assets_team_created_idx').on(t.teamId, t.timeCreated, t.id)],
);
