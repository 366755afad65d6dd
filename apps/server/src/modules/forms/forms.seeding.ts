import { forms } from '../../db/schema/forms.ts';
import { seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The contact-us, player-recruitment and alumni forms, notifying the team's email. */
export const formsSeeding: TeamSeedPart = {
  area: 'forms',
  after: ['teams'],
  async seed(tx, scope, context) {
    const base = seedRowBase(scope, context);
    const { email } = context.team;
    await tx.insert(forms).values(
      context.content.forms.map(({ key, ...f }) => ({
        ...base,
        id: context.ids.idOf(key),
        notificationEmails: email ? [email] : [],
        ...f,
      })),
    );
  },
};
