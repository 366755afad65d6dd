import { submittedForms } from '../../db/schema/forms.ts';
import type { ContentTables } from '../teams/content-tables.ts';

/** What visitors sent: the team reads it in the portal, no page shows it. */
export const formSubmissionsContentTables: ContentTables = { bumping: [], notBumping: [submittedForms] };
