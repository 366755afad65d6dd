import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/page-title.ts';
import { brand } from '../../ui/theme.ts';

const highlights = [
  'Team website, store and forms in one portal',
  'Built for ice hockey, rugby and lacrosse',
  'First month free, cancel any time',
];

interface AuthLayoutProps {
  title: string;
  documentTitle: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** Account screens: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthLayout({ title, documentTitle, intro, children, wide = false }: AuthLayoutProps) {
  usePageTitle(documentTitle);
  return (
    <Box
      sx={{
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 6 },
        background: `linear-gradient(180deg, ${brand.chalk} 0%, #ecebe3 100%)`,
      }}
    >
      <Box
        sx={{
          maxWidth: wide ? 1120 : 980,
          mx: 'auto',
          display: 'grid',
          gap: 0,
          gridTemplateColumns: { xs: '1fr', md: wide ? '0.8fr 1.6fr' : '1fr 1.2fr' },
          borderRadius: 4,
          overflow: 'hidden',
          boxShadow: '0 12px 40px rgba(11,58,31,0.12)',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
            p: 5,
            color: brand.chalk,
            background: `linear-gradient(160deg, ${brand.pitchDark}, ${brand.pitch})`,
          }}
        >
          <Typography variant="h4" component="p" sx={{ color: brand.gold }}>
            Game day starts here.
          </Typography>
          {highlights.map((h) => (
            <Box key={h} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckIcon sx={{ color: brand.gold, mt: '2px' }} />
              <Typography>{h}</Typography>
            </Box>
          ))}
        </Box>
        <Paper square elevation={0} sx={{ p: { xs: 3, sm: 4, md: 5 } }}>
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {intro && (
            <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
              {intro}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
      </Box>
    </Box>
  );
}
