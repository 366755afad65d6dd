import { opponents } from '../../db/schema/opponents.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** Shown with every game. */
export const opponentsContentTables: ContentTables = { bumping: [opponents], notBumping: [] };
