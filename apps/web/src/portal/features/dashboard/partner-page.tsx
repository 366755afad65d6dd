import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { publicPaths } from '@sideline/domain';
import { Navigate, useParams } from 'react-router';
import { PortalPage } from '../../../ui/portal-page.tsx';

interface Partner {
  name: string;
  tagline: string;
  paragraphs: string[];
  offers: string[];
  marketplacePath: string | null;
}

/** Partner pages are content we ship (DESIGN.md "Decisions"), not calls to the partner. */
const partners: Record<string, Partner> = {
  jog: {
    name: 'JOG',
    tagline: 'Custom team merchandise, made to order',
    paragraphs: [
      'JOG produces custom team apparel for club programs: game-day hoodies, warm-up jackets, practice jerseys, hats and bags in your colors with your logo.',
      'Products are made to order and listed in your Sideline store, so fans and players order directly from your website and your team earns on every sale without holding stock.',
    ],
    offers: [
      'No minimum order: each item is made when it is bought',
      'Designs prepared from your team logo at no cost',
      'Orders ship directly to the buyer',
    ],
    marketplacePath: '/portal/marketplace/jog',
  },
  hgps: {
    name: 'HGPS',
    tagline: 'Printed game programs and signage for home games',
    paragraphs: [
      'HGPS prints game-day programs, roster cards, sponsor banners and rink or field signage for club teams, with artwork built from the roster and sponsors already on your Sideline site.',
      'Order before a home weekend and the prints arrive ready for the door, the bench and your sponsors.',
    ],
    offers: [
      'Programs laid out from your roster and schedule',
      'Sponsor banners sized for boards and fences',
      'Delivery within 7 business days',
    ],
    marketplacePath: null,
  },
};

export function PartnerPage() {
  const { partnerId = '' } = useParams();
  const partner = partners[partnerId];
  if (!partner) return <Navigate to="/portal/dashboard/partner/jog" replace />;
  return (
    <PortalPage section="Partners" title={partner.name} description={partner.tagline}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 820 }}>
        {partner.paragraphs.map((p) => (
          <Typography key={p} sx={{ mb: 2 }}>
            {p}
          </Typography>
        ))}
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          What your team gets
        </Typography>
        <Box component="ul" sx={{ pl: 2.5 }}>
          {partner.offers.map((o) => (
            <li key={o}>
              <Typography>{o}</Typography>
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
          {partner.marketplacePath && (
            <Button variant="contained" href={partner.marketplacePath}>
              Browse {partner.name} products
            </Button>
          )}
          <Button variant="outlined" href={publicPaths.contact}>
            Ask us about {partner.name}
          </Button>
        </Box>
      </Paper>
    </PortalPage>
  );
}
