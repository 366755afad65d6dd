import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LanguageIcon from '@mui/icons-material/Language';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  defaultDemoId,
  formatDollars,
  publicPaths,
  type SportFamily,
  sportFamilies,
  sportFamilyNames,
  subscriptionProducts,
} from '@sideline/domain';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/page-title.ts';
import { SportIcon } from '../../ui/sport-icon.tsx';
import { brand } from '../../ui/theme.ts';
import { usePublishedReviews } from '../marketing-api.ts';

const website = subscriptionProducts.find((p) => p.key === 'website')!;

const pillars: { icon: ReactNode; title: string; lead: string; points: string[] }[] = [
  {
    icon: <LanguageIcon fontSize="large" />,
    title: 'A website your team is proud of',
    lead: 'Sixteen real layouts per page, your colors, your logo, your domain.',
    points: [
      'Roster, alumni, coaches and executive board',
      'Schedule, results and per-player statistics',
      'News, photo galleries and sponsor pages',
      'Recruiting, alumni and contact forms built in',
    ],
  },
  {
    icon: <StorefrontIcon fontSize="large" />,
    title: 'An online store that runs itself',
    lead: 'Sell merchandise, game tickets and registrations from the same site.',
    points: [
      'Products with sizes, shipping and pick-up',
      'Tickets with QR codes scanned at the door',
      'Player dues and registration forms with payment',
      'Open and close the store on a schedule',
    ],
  },
  {
    icon: <WorkspacePremiumIcon fontSize="large" />,
    title: 'The business side, handled',
    lead: 'Card payments, payouts, agreements and analytics in one portal.',
    points: [
      'Card payments paid out to the team account',
      'Sponsor visibility and partner gear marketplace',
      'Visitor and sales analytics for your board',
      'Hand the keys to next year’s officers in minutes',
    ],
  },
];

const sportBlurbs: Record<SportFamily, string> = {
  hockey:
    'Periods, power plays, face-offs, goalie saves and penalty minutes, tracked the way hockey is played.',
  rugby: 'Tries, conversions, penalty kicks and tackles, with rugby scoring worked out for you.',
  lacrosse: 'Goals, assists, ground balls and turnovers for field lacrosse, four quarters and overtime.',
};

const steps = [
  {
    title: 'Sign up free',
    text: 'Tell us your team, sport and club. Your site starts with sample content to edit.',
  },
  {
    title: 'Make it yours',
    text: 'Add the roster, upload your logo, pick designs and colors, set up the store.',
  },
  {
    title: 'Go live',
    text: 'Sign the licensing agreement, start the subscription and publish. Share the link.',
  },
];

function Section({
  children,
  tone = 'light',
  label,
}: {
  children: ReactNode;
  tone?: 'light' | 'white';
  label: string;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        bgcolor: tone === 'white' ? 'background.paper' : 'background.default',
        px: { xs: 2.5, md: 4 },
        py: { xs: 6, md: 9 },
      }}
    >
      <Box sx={{ maxWidth: 1180, mx: 'auto' }}>{children}</Box>
    </Box>
  );
}

/** The hero art: a browser window showing a team site, drawn with boxes (no images). */
function HeroMockup() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: '#fff',
        boxShadow: '0 30px 60px rgba(0,0,0,0.35)',
        transform: { md: 'rotate(1.5deg)' },
        maxWidth: 520,
        mx: 'auto',
        width: '100%',
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.75, px: 1.5, py: 1, bgcolor: '#e9ebe8' }}>
        {['#e0665b', '#e8b73b', '#5fb35b'].map((c) => (
          <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c }} />
        ))}
        <Box sx={{ ml: 1.5, flex: 1, height: 10, borderRadius: 5, bgcolor: '#fff' }} />
      </Box>
      <Box sx={{ bgcolor: '#7a1f2b', color: '#fff', px: 2.5, py: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: '#f2b705',
              display: 'grid',
              placeItems: 'center',
              color: '#7a1f2b',
              fontWeight: 900,
            }}
          >
            NU
          </Box>
          <Box sx={{ fontWeight: 800 }}>Northfield Women&rsquo;s Ice Hockey</Box>
        </Box>
        <Box sx={{ mt: 2.5, fontSize: 22, fontWeight: 900, lineHeight: 1.1 }}>
          Home opener Saturday, 7:30 PM
        </Box>
        <Box
          sx={{
            mt: 1.5,
            display: 'inline-block',
            px: 1.5,
            py: 0.5,
            borderRadius: 5,
            bgcolor: '#f2b705',
            color: '#222',
            fontWeight: 800,
            fontSize: 13,
          }}
        >
          Get tickets
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.25, p: 2 }}>
        {['Roster', 'Schedule', 'Store'].map((t) => (
          <Box key={t} sx={{ borderRadius: 1.5, bgcolor: '#f2f1ec', p: 1.25 }}>
            <Box sx={{ height: 42, borderRadius: 1, bgcolor: '#d9d6cc', mb: 1 }} />
            <Box sx={{ fontSize: 13, fontWeight: 700, color: '#333' }}>{t}</Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: '#333' }}>
          <span>vs. Opponent University</span>
          <Box component="span" sx={{ fontWeight: 800, color: '#1b7f3b' }}>
            W 4–2
          </Box>
        </Box>
        <Box sx={{ height: 6, borderRadius: 3, bgcolor: '#ecebe6' }} />
        <Box sx={{ height: 6, width: '70%', borderRadius: 3, bgcolor: '#ecebe6' }} />
      </Box>
    </Box>
  );
}

export function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-hero-title"
        sx={{
          color: brand.chalk,
          background: `radial-gradient(circle at 85% 20%, ${brand.pitchLight} 0%, transparent 45%), linear-gradient(160deg, ${brand.pitchDark} 0%, ${brand.pitch} 100%)`,
          px: { xs: 2.5, md: 4 },
          py: { xs: 6, md: 10 },
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            maxWidth: 1180,
            mx: 'auto',
            display: 'grid',
            gap: { xs: 5, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: brand.gold }}>
              For club ice hockey, rugby and lacrosse
            </Typography>
            <Typography variant="h1" id="home-hero-title">
              Your club team deserves a real website and store.
            </Typography>
            <Typography sx={{ mt: 2.5, fontSize: { xs: 18, md: 20 }, maxWidth: 560, opacity: 0.95 }}>
              Sideline gives collegiate and adult club teams a professional website, an online store for
              merchandise, tickets and dues, and the payments behind it: run by your volunteers, not a web
              agency.
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button
                href={publicPaths.signUp}
                variant="contained"
                color="secondary"
                size="large"
                endIcon={<ArrowForwardIcon />}
              >
                Sign Up Free
              </Button>
              <Button
                href={`${publicPaths.demo}/${defaultDemoId}`}
                variant="outlined"
                size="large"
                sx={{
                  color: brand.chalk,
                  borderColor: 'rgba(247,246,241,0.6)',
                  '&:hover': { borderColor: brand.chalk },
                }}
              >
                See a demo team
              </Button>
            </Box>
            <Typography variant="body2" sx={{ mt: 2.5, opacity: 0.9 }}>
              First month free, then {formatDollars(website.prices.year)} a year per team. No setup fee.
            </Typography>
          </Box>
          <HeroMockup />
        </Box>
      </Box>

      <Section label="What you get" tone="white">
        <Typography variant="overline" component="p" color="primary">
          One portal, three jobs done
        </Typography>
        <Typography variant="h2" sx={{ maxWidth: 720 }}>
          Website, store and business tools built for club sports
        </Typography>
        <Box
          sx={{ mt: 5, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {pillars.map((p) => (
            <Paper
              key={p.title}
              variant="outlined"
              sx={{ p: 3.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              <Box sx={{ color: 'primary.main' }}>{p.icon}</Box>
              <Typography variant="h5" component="h3">
                {p.title}
              </Typography>
              <Typography color="text.secondary">{p.lead}</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {p.points.map((point) => (
                  <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <CheckCircleIcon
                      fontSize="small"
                      sx={{ color: 'success.main', mt: '2px' }}
                      aria-hidden="true"
                    />
                    <span>{point}</span>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      </Section>

      <Section label="Sports we serve">
        <Typography variant="overline" component="p" color="primary">
          Women&rsquo;s and men&rsquo;s teams
        </Typography>
        <Typography variant="h2">Built around your sport, not a generic template</Typography>
        <Box
          sx={{ mt: 5, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {sportFamilies.map((family) => (
            <Paper key={family} sx={{ p: 3.5, borderTop: `5px solid ${brand.gold}` }} elevation={0}>
              <Box sx={{ color: 'primary.main', mb: 1.5 }}>
                <SportIcon family={family} />
              </Box>
              <Typography variant="h5" component="h3">
                {sportFamilyNames[family]}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {sportBlurbs[family]}
              </Typography>
              <Button
                href={`${publicPaths.demo}/${family}`}
                sx={{ mt: 2, ml: -1.5 }}
                endIcon={<ArrowForwardIcon />}
              >
                {sportFamilyNames[family]} demo
              </Button>
            </Paper>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          Sideline serves collegiate and adult club teams. We do not host youth or high-school teams, to
          protect children&rsquo;s privacy.
        </Typography>
      </Section>

      <Section label="How it works" tone="white">
        <Typography variant="h2">Live in an afternoon</Typography>
        <Box
          component="ol"
          sx={{
            mt: 4,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {steps.map((s, i) => (
            <Box component="li" key={s.title} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 900,
                  fontSize: 20,
                }}
              >
                {i + 1}
              </Box>
              <Box>
                <Typography variant="h6" component="h3">
                  {s.title}
                </Typography>
                <Typography color="text.secondary">{s.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      <TeamReviews />

      <Box
        component="section"
        aria-label="Get started"
        sx={{ bgcolor: brand.gold, px: { xs: 2.5, md: 4 }, py: { xs: 6, md: 8 } }}
      >
        <Box
          sx={{
            maxWidth: 1180,
            mx: 'auto',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 3,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ maxWidth: 640 }}>
            <Typography variant="h2" sx={{ color: brand.ink }}>
              Get your team online before the next home game
            </Typography>
            <Typography sx={{ mt: 1.5, color: brand.ink, fontSize: 18 }}>
              Try everything free for a month. Questions first? Book a 20-minute call with us.
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button href={publicPaths.signUp} variant="contained" size="large">
              Sign Up Free
            </Button>
            <Button
              href={publicPaths.schedule}
              variant="outlined"
              size="large"
              sx={{ color: brand.ink, borderColor: brand.ink }}
            >
              Schedule a call
            </Button>
          </Box>
        </Box>
      </Box>
    </>
  );
}

/**
 * Published reviews of teams (moderated by Sideline's operators). The page is prerendered without
 * data (decision 010): the section appears once the reviews have loaded, and not at all without any.
 */
function TeamReviews() {
  const reviews = usePublishedReviews();
  const list = reviews.data?.reviews ?? [];
  if (list.length === 0) return null;
  return (
    <Section label="What teams say">
      <Typography variant="h2">What teams say</Typography>
      <Box
        component="ul"
        sx={{
          mt: 4,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {list.map((review) => (
          <Paper component="li" key={review.id} sx={{ p: 3 }} elevation={0}>
            <Rating value={review.rating} readOnly aria-label={`${review.rating} out of 5 stars`} />
            <Typography component="blockquote" sx={{ m: 0, mt: 1, fontSize: 17 }}>
              &ldquo;{review.body}&rdquo;
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {review.authorName}
              {review.authorRole ? `, ${review.authorRole}` : ''} &middot; {review.teamName}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
