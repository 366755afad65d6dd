import { forms } from '../../db/schema/forms.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** The form pages. */
export const formsContentTables: ContentTables = { bumping: [forms], notBumping: [] };
