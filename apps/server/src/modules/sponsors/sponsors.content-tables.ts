import { sponsors } from '../../db/schema/sponsors.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The sponsors page and every page's footer strip. */
export const sponsorsContentTables: ContentTables = { bumping: [sponsors], notBumping: [] };
