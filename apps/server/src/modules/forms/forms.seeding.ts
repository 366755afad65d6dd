import { forms } from '../../db/schema/forms.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/** The contact-us, player-recruitment and alumni forms, notifying the team's email. */
export const formsSeeding = keyedRowsSeedPart({
  area: 'forms',
  table: forms,
  recordsOf: ({ content, team }) =>
    content.forms.map((form) => ({ notificationEmails: team.email ? [team.email] : [], ...form })),
});
