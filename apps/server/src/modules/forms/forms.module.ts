import { defineServerModule } from '../../platform/server-module.ts';
import { formSubmissionsModule } from '../form-submissions/form-submissions.module.ts';
import { formsContentTables } from './forms.content-tables.ts';
import { registerFormsRoutes } from './forms.routes.ts';
import { formsSeeding } from './forms.seeding.ts';
import { createFormsService } from './forms.service.ts';
import { formsSitePages } from './forms.site-pages.ts';

/** Forms (spec part 2): the team's forms, and the sport's ready-made ones to copy. */
export const formsModule = defineServerModule({
  name: 'forms',
  createServices: (context) => ({
    service: createFormsService({
      db: context.db,
      // form-submissions is created before this module (registry order).
      paymentCounts: (scope) => context.servicesOf(formSubmissionsModule).inbox.countPaymentsByForm(scope),
    }),
  }),
  registerTeamRoutes: (teamApp, services) => registerFormsRoutes(teamApp, services),
  seed: formsSeeding,
  contentTables: formsContentTables,
  sitePages: formsSitePages,
});
