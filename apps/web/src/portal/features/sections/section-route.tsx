import type { PortalMenuSection } from '@sideline/domain';
import { Navigate, useParams } from 'react-router';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { portalHomePath } from '../../../ui/session/session-provider.tsx';
import { buildTeamMenu } from '../../../ui/session/team-menu.ts';

/**
 * Where /portal/{section}/{sub} goes when no feature route answers it: a section without a sub-path
 * opens its first sub-item; a sub-item the team cannot see goes back to the first visible one; a
 * store sub-page without a payment account goes to the store's set-up. Every page of the menu has
 * its feature route (portal-routes.test.ts), so anything else is not a page: the dashboard.
 */
export function resolveSectionRedirect(menu: PortalMenuSection[], sectionSlug: string, sub?: string): string {
  const section = menu.find((s) => s.path === `/portal/${sectionSlug}`);
  if (!section) return portalHomePath;
  const [firstChild, ...others] = section.children ?? [];
  if (firstChild) {
    if (!sub) return firstChild.path;
    const isVisible = [firstChild, ...others].some((c) => c.path === `${section.path}/${sub}`);
    return isVisible ? portalHomePath : firstChild.path;
  }
  // Store sub-pages need a payment account; without one the store page offers the set-up.
  if (sub && section.key === 'store') return section.path;
  return portalHomePath;
}

/** /portal/:section and /portal/:section/:sub/*: the menu paths no feature route matches. */
export function SectionRoute() {
  const { section: sectionSlug = '', sub } = useParams();
  const { team } = useTeamSession();
  return <Navigate to={resolveSectionRedirect(buildTeamMenu(team), sectionSlug, sub)} replace />;
}
