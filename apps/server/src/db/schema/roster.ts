import type { DetailEntry, PlayerText, StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { contentRecordColumns, sampleFlagColumn, teamIdColumn } from './content-columns.ts';

const emptyImage: StoredImage = { file: '', link: '' };

/** The profile every person record has: players, alumni, coaches and executive board members. */
const personColumns = () => ({
  /** URL-friendly id of the public profile page (unique among the team's live records). */
  urlId: text('url_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Labelled rows in the sport's order (Team Number, Position, ... / Title, Hometown, ...). */
  details: jsonb('details').$type<DetailEntry[]>().notNull().default([]),
  summary: text('summary').notNull().default(''),
  bio: text('bio').notNull().default(''),
  profileImage: jsonb('profile_image').$type<StoredImage>().notNull().default(emptyImage),
  /** Personal achievements. */
  texts: jsonb('texts').$type<PlayerText[]>().notNull().default([]),
});

/** Players of the roster and alumni (flag `alumni`), spec part 2 §3 "Player". */
export const players = pgTable(
  'players',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    ...personColumns(),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default(emptyImage),
    alumni: boolean('alumni').notNull().default(false),
    /** Totals an admin typed in to replace the derived ones (stat key -> value). */
    overridingStats: jsonb('overriding_stats').$type<Record<string, number>>().notNull().default({}),
    ...contentRecordColumns(),
    ...sampleFlagColumn(),
  },
  (t) => [
    index('players_team_id_idx').on(t.teamId, t.alumni, t.name),
    uniqueIndex('players_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
  ],
);

export const coachRoles = ['coach', 'executive'] as const;
export type CoachRole = (typeof coachRoles)[number];

/**
 * Coaches & staff and the executive board (`role`), current or previous (`current`), spec part 2
 * §3 "Coach": a player's fields without featureImage, plus order (higher first).
 */
export const coaches = pgTable(
  'coaches',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    ...personColumns(),
    role: text('role').$type<CoachRole>().notNull().default('coach'),
    current: boolean('current').notNull().default(true),
    order: integer('order').notNull().default(0),
    ...contentRecordColumns(),
    ...sampleFlagColumn(),
  },
  (t) => [
    index('coaches_team_id_idx').on(t.teamId, t.role, t.current),
    uniqueIndex('coaches_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
  ],
);
