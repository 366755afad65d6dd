import { galleries, photos } from '../../db/schema/galleries.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The gallery pages. */
export const galleriesContentTables: ContentTables = { bumping: [galleries, photos], notBumping: [] };
