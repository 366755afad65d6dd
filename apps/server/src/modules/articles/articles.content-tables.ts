import { articles } from '../../db/schema/articles.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The news pages. */
export const articlesContentTables: ContentTables = { bumping: [articles], notBumping: [] };
