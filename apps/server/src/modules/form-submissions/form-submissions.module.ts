import { defineServerModule } from '../../platform/server-module.ts';
import { createFormStartTokens } from './form-start-token.ts';
import { formSubmissionsContentTables } from './form-submissions.content-tables.ts';
import { formSubmissionsSeeding } from './form-submissions.seeding.ts';
import { createFormSubmissionsService } from './form-submissions.service.ts';
import { createHeldFileSeals } from './held-form-files.ts';
import { registerSubmissionInboxRoutes } from './submission-inbox.routes.ts';
import { createSubmissionInboxService } from './submission-inbox.service.ts';
import { submissionMailTemplates } from './submission-mail-templates.ts';
import { createSubmissionMails } from './submission-mails.ts';

/**
 * Form submissions: the posts of a team site's forms (the site router serves them) and the
 * portal's inbox of what was sent.
 */
export const formSubmissionsModule = defineServerModule({
  name: 'form-submissions',
  createServices: ({ db, config, storage, rateLimiter, teamMailGate, now }) => {
    // Mail a team's users control (form confirmations, notifications, replies): decision 015.
    const mails = createSubmissionMails({
      gate: teamMailGate,
      mailFrom: config.mailFrom,
      abuseEmail: config.supportEmail,
      baseUrl: config.baseUrl,
      now,
    });
    const startTokens = createFormStartTokens(config.authSecret);
    return {
      inbox: createSubmissionInboxService({ db, mails, now }),
      startTokens,
      posts: createFormSubmissionsService({
        db,
        storage,
        rateLimiter,
        startTokens,
        mails,
        heldFileSeals: createHeldFileSeals(config.authSecret),
        now,
      }),
    };
  },
  registerTeamRoutes: (teamApp, { inbox }, { now }) =>
    registerSubmissionInboxRoutes(teamApp, { service: inbox, now }),
  seed: formSubmissionsSeeding,
  contentTables: formSubmissionsContentTables,
  mails: submissionMailTemplates,
});
