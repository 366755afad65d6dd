import { buildFormPagePath, teamSitePath } from '@sideline/domain';
import type { FastifyRequest } from 'fastify';
import { buildFormPageOf } from './site-info.ts';
import type { SitePageRenderer } from './site-page-renderer.ts';
import type { SiteTeamResolver } from './site-route-parts.ts';

/** The form a preview shows: what the builder holds, saved or not. */
export type PreviewedForm = Parameters<typeof buildFormPageOf>[1];

/**
 * Renders a form as the team's public form page shows it, in the admin's preview (unpublished
 * content); null when the team has no site.
 */
export type RenderFormPreview = (
  request: FastifyRequest,
  teamSlug: string,
  form: PreviewedForm,
) => Promise<string | null>;

export function createFormPreviewRenderer(deps: {
  resolver: SiteTeamResolver;
  renderer: SitePageRenderer;
}): RenderFormPreview {
  return async (request, teamSlug, form) => {
    const record = await deps.resolver.resolve({ kind: 'slug', slug: teamSlug });
    if (!record) return null;
    const root = teamSitePath(teamSlug);
    const page = await deps.renderer.render(
      request,
      record,
      root,
      buildFormPagePath(form.slug),
      true,
      (ctx) => buildFormPageOf(ctx, form),
    );
    return page.identity.toString('utf8');
  };
}
