import { formMessages, formPreviewInputSchema, formPreviewSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import type { RenderFormPreview } from '../../site/site-form-preview.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';

/**
 * POST /api/forms/preview: the form builder's preview, the unsaved form as the team's public page
 * shows it, rendered by the site (which owns the pages). The portal shows it in a sandboxed frame.
 * The site layer registers it inside the team scope (site.routes.ts: registerTeamRoutes), as it
 * holds the page renderer.
 */
export function registerFormPreviewRoutes(
  app: FastifyInstance,
  deps: { renderFormPreview: RenderFormPreview },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/preview',
    {
      schema: { tags: ['forms'], body: formPreviewInputSchema, response: { 200: formPreviewSchema } },
    },
    async (request, reply) => {
      const form = {
        ...request.body,
        slug: 'preview',
        title: request.body.title || formMessages.previewUntitled,
      };
      const html = await deps.renderFormPreview(request, teamScopeOf(request).team.slug, form);
      if (html === null) throw new AppError('not_found', 'Team site not found');
      reply.header('cache-control', 'no-store');
      return { html };
    },
  );
}
