import {
  formInputSchema,
  formListQuerySchema,
  preDevelopedFormListSchema,
  pricedFormListSchema,
  teamFormSchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';

import type { FormsService } from './forms.service.ts';

/**
 * /api/forms (?kind=playerdues|predeveloped|custom), /api/forms/:id, GET /api/forms/priced (the
 * store's priced forms with their submissions by payment), GET /api/forms/pre-developed
 * (the sport's ready-made forms) and POST /api/forms/pre-developed/:id/copy.
 */
export function registerFormsRoutes(app: FastifyInstance, deps: { service: FormsService }) {
  registerSectionReadRoute(app, {
    path: '/api/forms/priced',
    tag: 'forms',
    response: pricedFormListSchema,
    read: (scope) => deps.service.listPriced(scope),
  });
  registerSectionReadRoute(app, {
    path: '/api/forms/pre-developed',
    tag: 'forms',
    response: preDevelopedFormListSchema,
    read: (scope) => deps.service.listPreDeveloped(scope),
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/pre-developed/:id/copy',
    {
      schema: {
        tags: ['forms'],
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 201: teamFormSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return deps.service.copyPreDeveloped(teamScopeOf(request), request.params.id);
    },
  );
  registerContentSectionRoutes(app, {
    path: '/api/forms',
    tag: 'forms',
    input: formInputSchema,
    record: teamFormSchema,
    listQuery: formListQuerySchema,
    service: deps.service,
  });
}
