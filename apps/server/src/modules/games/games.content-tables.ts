import { gameCoaches, gamePlayers, games } from '../../db/schema/games.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** Schedules, box scores and the statistics built from the line-ups. */
export const gamesContentTables: ContentTables = {
  bumping: [games, gamePlayers, gameCoaches],
  notBumping: [],
};
