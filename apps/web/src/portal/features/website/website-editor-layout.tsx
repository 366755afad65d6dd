import Box from '@mui/material/Box';
import type { TeamSession } from '@sideline/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { portalHomePath } from '../../../ui/session/session-provider.tsx';
import { buildTeamMenu } from '../../../ui/session/team-menu.ts';
import { WebsitePreview } from './website-preview.tsx';

/** The labels of a Website page in the team's side menu, or null when the menu hides the page. */
export function findWebsitePageLabels(team: TeamSession, portalPath: string) {
  const section = buildTeamMenu(team).find((s) => s.key === 'website');
  const page = section?.children?.find((c) => c.path === portalPath);
  return section && page ? { section: section.label, title: page.label } : null;
}

interface WebsiteEditorLayoutProps {
  /** The page's portal path (`/portal/website/design`): its title comes from the side menu. */
  portalPath: string;
  description: ReactNode;
  /** The public page the preview shows, relative to the site (`/`, `/about`). */
  previewPath?: string;
  /** Unsaved values the preview applies (query parameters the admin preview honours). */
  previewOverrides?: Record<string, string>;
  children: ReactNode;
}

/**
 * The frame of every /portal/website page: the editor on the left and the live preview of the
 * public site on the right (below the editor on narrower screens). A page the team's menu hides
 * (store info and socials of a store-only team) sends the admin home instead.
 */
export function WebsiteEditorLayout({
  portalPath,
  description,
  previewPath = '/',
  previewOverrides,
  children,
}: WebsiteEditorLayoutProps) {
  const { team } = useTeamSession();
  const labels = findWebsitePageLabels(team, portalPath);
  if (!labels) return <Navigate to={portalHomePath} replace />;

  return (
    <PortalPage section={labels.section} title={labels.title} description={description} maxWidth={1560}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: 'minmax(0, 1fr) 360px',
            xl: 'minmax(0, 1fr) 420px',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>{children}</Box>
        <Box component="aside" aria-label="Live preview" sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <WebsitePreview slug={team.slug} teamId={team.id} path={previewPath} overrides={previewOverrides} />
        </Box>
      </Box>
    </PortalPage>
  );
}
