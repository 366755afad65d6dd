import type { PortalMenuSection } from '@sideline/domain';
import { Navigate, useParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { portalHomePath } from '../../../ui/session/session-provider.tsx';
import { buildTeamMenu } from '../../../ui/session/team-menu.ts';
import { fallbackScreen, sectionScreens } from './section-screens.ts';

type SectionResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; section: PortalMenuSection; path: string; title: string };

/**
 * Which screen /portal/{section}/{sub} shows for this team: a section without a sub-path opens its
 * first sub-item; a sub-item the team cannot see goes back to the section; deeper paths (for
 * example creation routes such as /portal/roster/roster/addplayer) show the sub-item's screen.
 */
export function resolveSectionPath(
  menu: PortalMenuSection[],
  sectionSlug: string,
  sub?: string,
): SectionResolution {
  const section = menu.find((s) => s.path === `/portal/${sectionSlug}`);
  if (!section) return { kind: 'redirect', to: portalHomePath };
  const children = section.children ?? [];
  const [firstChild] = children;
  if (firstChild) {
    if (!sub) return { kind: 'redirect', to: firstChild.path };
    const child = children.find((c) => c.path === `${section.path}/${sub}`);
    if (!child) return { kind: 'redirect', to: firstChild.path };
    return { kind: 'screen', section, path: child.path, title: child.label };
  }
  // Store sub-pages need a payment account; without one the store page offers the set-up.
  if (sub && section.key === 'store') return { kind: 'redirect', to: section.path };
  return { kind: 'screen', section, path: section.path, title: section.label };
}

/** /portal/:section and /portal/:section/:sub/*. */
export function SectionRoute() {
  const { section: sectionSlug = '', sub } = useParams();
  const { team } = useTeamSession();
  const resolution = resolveSectionPath(buildTeamMenu(team), sectionSlug, sub);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  return (
    <SectionScreenView
      sectionLabel={resolution.section.label}
      title={resolution.title}
      path={resolution.path}
    />
  );
}

function SectionScreenView({
  sectionLabel,
  title,
  path,
}: {
  sectionLabel: string;
  title: string;
  path: string;
}) {
  const screen = sectionScreens[path] ?? fallbackScreen;
  return (
    <PortalPage section={sectionLabel} title={title} description={screen?.description}>
      <EmptyState prompt={screen.prompt} hint={screen.hint} />
    </PortalPage>
  );
}
