import { defineServerModule } from '../../platform/server-module.ts';
import { registerContactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { contactMailTemplates } from './contact-mail-templates.ts';

/** The marketing site's contact form. */
export const contactModule = defineServerModule({
  name: 'contact',
  createServices: ({ db, config, now, log }) => ({ service: createContactService({ db, config, now, log }) }),
  registerOpenRoutes: (app, { service }, { rateLimiter }) =>
    registerContactRoutes(app, { service, rateLimiter }),
  mails: contactMailTemplates,
});
