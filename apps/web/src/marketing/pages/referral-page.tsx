import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatDollars,
  publicPaths,
  referralQualifyingDays,
  referralRewardCents,
  subscriptionProducts,
} from '@sideline/domain';
import { ReferralLinkBox } from '../../ui/referral-link-box.tsx';
import { useSession } from '../../ui/session/session-api.ts';
import { PageBody, PageHeader } from '../components/page-header.tsx';

const reward = formatDollars(referralRewardCents);
const website = subscriptionProducts.find((p) => p.key === 'website')!;

const steps = [
  {
    title: 'Share your link',
    text: 'Every Sideline team has its own referral link in the portal. Send it to another club team.',
  },
  {
    title: 'They sign up',
    text: `The team signs up through your link, builds its site and starts a website subscription after its free month.`,
  },
  {
    title: `You get ${reward}`,
    text: `Once they have been paying subscribers for ${referralQualifyingDays} days, we send your team ${reward}. No limit.`,
  },
];

export function ReferralPage() {
  const { session } = useSession();
  const team = session?.userLogged ? session.team : null;
  return (
    <>
      <PageHeader eyebrow="Referral program" title={`Invite teams, get ${reward}`}>
        Know another club team that still posts its schedule on a spreadsheet? Send them to Sideline. For
        every team that becomes a paying subscriber, your team gets {reward}.
      </PageHeader>
      <PageBody>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {steps.map((s, i) => (
            <Paper component="li" key={s.title} variant="outlined" sx={{ p: 3 }}>
              <Typography variant="overline" component="p" color="primary">
                Step {i + 1}
              </Typography>
              <Typography variant="h5" component="h2">
                {s.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {s.text}
              </Typography>
            </Paper>
          ))}
        </Box>
        <Paper sx={{ mt: 5, p: { xs: 3, md: 4 } }} elevation={0}>
          {team ? (
            <>
              <Typography variant="h4" component="h2" gutterBottom>
                Your link for {team.name}
              </Typography>
              <ReferralLinkBox referralId={team.referralId} />
            </>
          ) : (
            <>
              <Typography variant="h4" component="h2" gutterBottom>
                Get your referral link
              </Typography>
              <Typography sx={{ mb: 2 }}>
                Referral links belong to Sideline teams. Sign up free (your first month of the{' '}
                {formatDollars(website.prices.year)}/year website is on us) or log in to find yours.
              </Typography>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <Button href={publicPaths.signUp} variant="contained">
                  Sign Up Free
                </Button>
                <Button href={publicPaths.signIn} variant="outlined">
                  Log In
                </Button>
              </Box>
            </>
          )}
        </Paper>
        <Typography sx={{ mt: 3 }} color="text.secondary">
          The program has a few rules so it stays fair: read the{' '}
          <Link href={publicPaths.referralTerms}>referral terms</Link>.
        </Typography>
      </PageBody>
    </>
  );
}
