import { customPages } from '../../db/schema/custom-pages.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The team's own pages. */
export const customPagesContentTables: ContentTables = { bumping: [customPages], notBumping: [] };
