import { applySitePreviewOverrides, parseSitePreviewQuery } from '@sideline/domain';
import type { SiteTeamRow } from './site-teams.repository.ts';

/**
 * The team as its admin previews it: the stored styles with the unsaved values the website
 * editor puts in the preview's query (`design`, `primary`, `secondary`, `font`, `dark`, `banner`).
 * Only for the admin preview (`?team=`), whose pages are never shared.
 */
export function applyPreviewStyles(team: SiteTeamRow, query: unknown): SiteTeamRow {
  const overrides = parseSitePreviewQuery((query ?? {}) as Record<string, unknown>);
  return {
    ...team,
    website: { ...team.website, styles: applySitePreviewOverrides(team.website.styles, overrides) },
  };
}
