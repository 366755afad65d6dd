import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { copyrightYear, defaultDemoId, publicPaths, referralInviteLabel } from '@sideline/domain';
import { SidelineLogo } from '../../ui/sideline-logo.tsx';
import { brand } from '../../ui/theme.ts';
import { CardTrustBadge } from './card-trust-badge.tsx';

const columns: { heading: string; links: { label: string; to: string }[] }[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Pricing', to: publicPaths.pricing },
      { label: 'Demo', to: `${publicPaths.demo}/${defaultDemoId}` },
      { label: referralInviteLabel, to: publicPaths.referral },
      { label: 'Sign Up Free', to: publicPaths.signUp },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'Contact Us', to: publicPaths.contact },
      { label: 'Schedule a call', to: publicPaths.schedule },
      { label: 'Blog', to: publicPaths.blogs },
      { label: 'Version', to: publicPaths.version },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: publicPaths.privacy },
      { label: 'Terms of Service', to: publicPaths.terms },
      { label: 'Referral terms', to: publicPaths.referralTerms },
    ],
  },
];

export function MarketingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.pitchDark, color: brand.chalk, mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: 1240,
          mx: 'auto',
          px: { xs: 3, md: 4 },
          py: { xs: 5, md: 6 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr repeat(3, 1fr)' },
        }}
      >
        <Box>
          <SidelineLogo color={brand.chalk} />
          <Typography sx={{ mt: 2, maxWidth: 320, opacity: 0.92 }}>
            Websites and online stores for club ice hockey, rugby and lacrosse teams.
          </Typography>
          <Box sx={{ mt: 3 }}>
            <CardTrustBadge />
          </Box>
        </Box>
        {columns.map((column) => (
          <Box component="nav" aria-label={column.heading} key={column.heading}>
            <Typography component="h2" variant="overline" sx={{ color: brand.gold }}>
              {column.heading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link href={link.to} underline="hover" sx={{ color: brand.chalk, fontWeight: 500 }}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: '1px solid rgba(247,246,241,0.18)' }}>
        <Box
          sx={{
            maxWidth: 1240,
            mx: 'auto',
            px: { xs: 3, md: 4 },
            py: 2.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">© {copyrightYear} Sideline</Typography>
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            Sideline is a payment facilitator, not the merchant of record.{' '}
            <Link href={publicPaths.privacy} sx={{ color: brand.chalk }}>
              Privacy
            </Link>{' '}
            ·{' '}
            <Link href={publicPaths.terms} sx={{ color: brand.chalk }}>
              Terms
            </Link>
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
