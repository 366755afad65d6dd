import { players } from '../../db/schema/roster.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The roster and alumni pages. */
export const rosterContentTables: ContentTables = { bumping: [players], notBumping: [] };
