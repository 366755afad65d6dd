import { forms } from '../../db/schema/forms.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/**
 * The contact-us, player-recruitment and alumni forms, and a demo team's priced registration form
 * (sold through its store), notifying the team's email.
 */
export const formsSeeding = keyedRowsSeedPart({
  area: 'forms',
  table: forms,
  recordsOf: ({ content, demoStore, team }) =>
    [...content.forms, ...(demoStore?.forms ?? [])].map((form) => ({
      notificationEmails: team.email ? [team.email] : [],
      ...form,
    })),
});
