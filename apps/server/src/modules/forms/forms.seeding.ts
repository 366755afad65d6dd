import { forms } from '../../db/schema/forms.ts';
import { keyedSeedRows, seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The contact-us, player-recruitment and alumni forms, notifying the team's email. */
export const formsSeeding: TeamSeedPart = {
  area: 'forms',
  after: ['teams'],
  async seed(tx, scope, context) {
    const { email } = context.team;
    const base = { ...seedRowBase(scope, context), notificationEmails: email ? [email] : [] };
    await tx.insert(forms).values(keyedSeedRows(base, context.content.forms, context.ids));
  },
};
