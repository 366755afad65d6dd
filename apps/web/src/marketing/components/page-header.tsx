import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/page-title.ts';
import { brand } from '../../ui/theme.ts';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  /** Tab title; defaults to the heading. */
  documentTitle?: string;
  /** Content width; match the PageBody below. */
  maxWidth?: number;
  children?: ReactNode;
}

/** Content width of marketing pages. */
const pageWidth = 1080;

/** Green band with the page's h1, used at the top of every marketing page. */
export function PageHeader({
  eyebrow,
  title,
  documentTitle,
  maxWidth = pageWidth,
  children,
}: PageHeaderProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Box
      component="header"
      sx={{
        background: `linear-gradient(135deg, ${brand.pitchDark} 0%, ${brand.pitch} 70%, ${brand.pitchLight} 100%)`,
        color: brand.chalk,
        px: { xs: 2.5, md: 4 },
        py: { xs: 5, md: 7 },
      }}
    >
      <Box sx={{ maxWidth, mx: 'auto' }}>
        {eyebrow && (
          <Typography variant="overline" component="p" sx={{ color: brand.gold }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1">{title}</Typography>
        {children && (
          <Typography
            component="div"
            sx={{ mt: 2, fontSize: { xs: 17, md: 19 }, maxWidth: 720, opacity: 0.95 }}
          >
            {children}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Centered content column below a PageHeader. */
export function PageBody({ children, maxWidth = pageWidth }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box sx={{ px: { xs: 2.5, md: 4 }, py: { xs: 4, md: 6 } }}>
      <Box sx={{ maxWidth, mx: 'auto' }}>{children}</Box>
    </Box>
  );
}

/** Long-form text (legal pages, blog article) with readable measure and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        maxWidth: 720,
        mx: 'auto',
        fontSize: 17.5,
        lineHeight: 1.7,
        '& h2': { fontSize: 24, fontWeight: 800, mt: 5, mb: 1.5, lineHeight: 1.25 },
        '& h3': { fontSize: 19, fontWeight: 700, mt: 3, mb: 1 },
        '& p, & ul, & ol': { my: 1.75 },
        '& li': { my: 0.75 },
        '& a': { color: 'primary.main', fontWeight: 600 },
      }}
    >
      {children}
    </Box>
  );
}
