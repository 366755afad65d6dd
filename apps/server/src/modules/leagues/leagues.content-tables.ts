import { leagues } from '../../db/schema/leagues.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** Shown with every game. */
export const leaguesContentTables: ContentTables = { bumping: [leagues], notBumping: [] };
