import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title.ts';

interface PortalPageProps {
  /** The section name shown small above the title ("Roster"). */
  section?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Wider pages (an editor beside its preview) raise the default 1180 px. */
  maxWidth?: number;
  children?: ReactNode;
}

/** The frame of every portal screen: section, h1 title, optional description and actions. */
export function PortalPage({
  section,
  title,
  description,
  actions,
  maxWidth = 1180,
  children,
}: PortalPageProps) {
  usePageTitle(section && section !== title ? `${title} · ${section}` : title);
  return (
    <Box sx={{ maxWidth, mx: 'auto', px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2.5, md: 3.5 } }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { sm: 'flex-end' },
          flexDirection: { xs: 'column', sm: 'row' },
          mb: 3,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {section && section !== title && (
            <Typography variant="overline" component="p" color="primary" sx={{ lineHeight: 1.6 }}>
              {section}
            </Typography>
          )}
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {description && (
            <Typography component="div" color="text.secondary" sx={{ mt: 0.75, maxWidth: 760 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}
