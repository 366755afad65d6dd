import { seasons } from '../../db/schema/seasons.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** Season rosters and schedules. */
export const seasonsContentTables: ContentTables = { bumping: [seasons], notBumping: [] };
