import { coaches } from '../../db/schema/roster.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The staff and executive board pages. */
export const staffContentTables: ContentTables = { bumping: [coaches], notBumping: [] };
