import { defineServerModule, type ServerModule } from '../../platform/server-module.ts';
import { storeModule } from '../store/store.module.ts';
import { createFormStartTokens } from './form-start-token.ts';
import { formSubmissionsContentTables } from './form-submissions.content-tables.ts';
import { formSubmissionsSeeding } from './form-submissions.seeding.ts';
import { createFormSubmissionsService, type FormSubmissionsService } from './form-submissions.service.ts';
import { createHeldFileSeals } from './held-form-files.ts';
import { registerSubmissionInboxRoutes } from './submission-inbox.routes.ts';
import { createSubmissionInboxService, type SubmissionInboxService } from './submission-inbox.service.ts';
import { submissionMailTemplates } from './submission-mail-templates.ts';
import { createSubmissionMails } from './submission-mails.ts';

interface FormSubmissionsServices {
  inbox: SubmissionInboxService;
  startTokens: ReturnType<typeof createFormStartTokens>;
  posts: FormSubmissionsService;
}

/**
 * Form submissions: the posts of a team site's forms (the site router serves them), the portal's
 * inbox of what was sent, and the store's `form` order lines (priced forms paid at checkout).
 */
export const formSubmissionsModule: ServerModule<FormSubmissionsServices> = defineServerModule({
  name: 'form-submissions',
  createServices: ({ db, config, storage, rateLimiter, teamMailGate, now, servicesOf }) => {
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
        // The store is created after this module (registry order): asked for at the first post.
        checkout: () => servicesOf(storeModule).service,
        now,
      }),
    };
  },
  registerTeamRoutes: (teamApp, { inbox }, { now }) =>
    registerSubmissionInboxRoutes(teamApp, { service: inbox, now }),
  seed: formSubmissionsSeeding,
  contentTables: formSubmissionsContentTables,
  storeItemKinds: (context) => ({ form: context.servicesOf(formSubmissionsModule).posts.storeItemKind }),
  mails: submissionMailTemplates,
});
