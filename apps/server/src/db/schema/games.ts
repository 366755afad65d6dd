import type { GameResult, GameStatSheet, GameStatus, StoredImage } from '@sideline/domain';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { idColumn, timestamps } from './columns.ts';
import { contentRecordColumns, sampleFlagColumn, sportsTypeColumn, teamIdColumn } from './content-columns.ts';
import { galleries } from './galleries.ts';
import { leagues, preDevelopedConferences, preDevelopedLeagues } from './leagues.ts';
import { opponents } from './opponents.ts';
import { coaches, players } from './roster.ts';
import { preDevelopedSeasons, seasons } from './seasons.ts';

const emptyImage: StoredImage = { file: '', link: '' };

/** A game (spec part 2 §3 "Game"); its statistics are one jsonb stat sheet of the team's sport. */
export const games = pgTable(
  'games',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    seasonId: text('season_id').references((): AnyPgColumn => seasons.id),
    leagueId: text('league_id').references((): AnyPgColumn => leagues.id),
    opponentId: text('opponent_id').references((): AnyPgColumn => opponents.id, { onDelete: 'set null' }),
    articleId: text('article_id').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    galleryId: text('gallery_id').references((): AnyPgColumn => galleries.id, { onDelete: 'set null' }),
    preDevelopedSeasonId: text('pre_developed_season_id').references(() => preDevelopedSeasons.id, {
      onDelete: 'set null',
    }),
    preDevelopedLeagueId: text('pre_developed_league_id').references(() => preDevelopedLeagues.id, {
      onDelete: 'set null',
    }),
    preDevelopedConferenceId: text('pre_developed_conference_id').references(
      () => preDevelopedConferences.id,
      { onDelete: 'set null' },
    ),
    title: text('title').notNull(),
    homeGame: boolean('home_game').notNull().default(true),
    status: text('status').$type<GameStatus>().notNull().default('scheduled'),
    timeOfGame: timestamp('time_of_game', { withTimezone: true }).notNull(),
    /** The date is set but the face-off time is still to be announced. */
    timeTba: boolean('time_tba').notNull().default(false),
    venue: text('venue').notNull().default(''),
    attendance: integer('attendance'),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default(emptyImage),
    articleImage: jsonb('article_image').$type<StoredImage>().notNull().default(emptyImage),
    /** Derived from the stat sheet when the game is finished (domain summarizeGameFromStatSheet). */
    winOrLoss: text('win_or_loss').$type<GameResult>(),
    /** "ours-theirs" at home, "theirs-ours" away; '' before the game is finished. */
    gameScore: text('game_score').notNull().default(''),
    shutOut: boolean('shut_out').notNull().default(false),
    /** The statistics; null until entered (only for a finished game). */
    stats: jsonb('stats').$type<GameStatSheet>(),
    promotionalText: text('promotional_text').notNull().default(''),
    promotionalVideo: text('promotional_video').notNull().default(''),
    notes: text('notes').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...contentRecordColumns(),
    ...sampleFlagColumn(),
  },
  (t) => [
    index('games_team_id_idx').on(t.teamId, t.timeOfGame),
    index('games_season_id_idx').on(t.seasonId, t.timeOfGame),
    index('games_league_id_idx').on(t.leagueId),
    index('games_opponent_id_idx').on(t.opponentId),
    index('games_article_id_idx').on(t.articleId),
    index('games_gallery_id_idx').on(t.galleryId),
    index('games_pre_developed_season_id_idx').on(t.preDevelopedSeasonId),
    index('games_pre_developed_league_id_idx').on(t.preDevelopedLeagueId),
    index('games_pre_developed_conference_id_idx').on(t.preDevelopedConferenceId),
  ],
);

/**
 * A player's line-up entry for one game (the game-players subcollection). Season and league are
 * copied from the game so a player's stats can be listed by season or league without a join;
 * entries are recreated on every game update.
 */
export const gamePlayers = pgTable(
  'game_players',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seasonId: text('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    leagueId: text('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    /** Shirt number and position for this game (they can differ from the profile). */
    number: text('number').notNull().default(''),
    position: text('position').notNull().default(''),
    sportsType: sportsTypeColumn(),
    ...timestamps(),
  },
  (t) => [
    index('game_players_team_id_idx').on(t.teamId),
    index('game_players_game_id_idx').on(t.gameId),
    index('game_players_player_id_idx').on(t.playerId),
    index('game_players_season_id_idx').on(t.seasonId),
    index('game_players_league_id_idx').on(t.leagueId),
  ],
);

/** A coach's entry for one game (the game-coaches subcollection). */
export const gameCoaches = pgTable(
  'game_coaches',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    coachId: text('coach_id')
      .notNull()
      .references(() => coaches.id, { onDelete: 'cascade' }),
    seasonId: text('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    leagueId: text('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    /** The coach's title for this game (Head Coach, Assistant Coach, ...). */
    title: text('title').notNull().default(''),
    sportsType: sportsTypeColumn(),
    ...timestamps(),
  },
  (t) => [
    index('game_coaches_team_id_idx').on(t.teamId),
    index('game_coaches_game_id_idx').on(t.gameId),
    index('game_coaches_coach_id_idx').on(t.coachId),
    index('game_coaches_season_id_idx').on(t.seasonId),
    index('game_coaches_league_id_idx').on(t.leagueId),
  ],
);
