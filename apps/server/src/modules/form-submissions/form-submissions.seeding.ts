import { submittedForms } from '../../db/schema/forms.ts';
import { sampleRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/** The sample recruiting submission, unread and unreplied. */
export const formSubmissionsSeeding: TeamSeedPart = {
  area: 'form-submissions',
  after: ['teams', 'forms'],
  async seed(tx, scope, context) {
    const sample = sampleRowBase(scope, context);
    const { ids } = context;
    await tx.insert(submittedForms).values(
      context.content.submissions.map((s) => ({
        ...sample,
        id: ids.idOf(s.key),
        formId: ids.idOf(s.formKey),
        formType: s.formType,
        emails: s.emails,
        otherOptions: s.otherOptions,
        read: s.read,
        replied: s.replied,
      })),
    );
  },
};
