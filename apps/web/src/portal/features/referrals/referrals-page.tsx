import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatDollars,
  publicPaths,
  type ReferralsOverview,
  type ReferredTeamState,
  referralQualifyingDays,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../ui/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { ReferralLinkBox } from '../../../ui/referral-link-box.tsx';

const stateColor: Record<ReferredTeamState['kind'], 'default' | 'info' | 'success' | 'warning'> = {
  'signed-up': 'default',
  paying: 'info',
  'reward-earned': 'success',
  'reward-paid': 'success',
  'reward-withdrawn': 'warning',
};

/** /portal/referrals: the team's link, the teams that signed up through it, and its rewards. */
export function ReferralsPage() {
  const overview = useQuery({
    queryKey: ['referral-program'],
    queryFn: ({ signal }) => apiGet<ReferralsOverview>('/api/referral-program', signal),
  });
  if (overview.isPending) return <LoadingSpinner label="Loading your referrals" />;
  if (overview.isError)
    return (
      <LoadErrorAlert message="Your referrals could not be loaded." onRetry={() => overview.refetch()} />
    );
  const data = overview.data;
  const reward = formatDollars(data.rewardCents);
  return (
    <PortalPage
      section="Referrals"
      title={`Invite teams, get ${reward}`}
      description={
        <>
          For every team that signs up through your link and pays for its website for {referralQualifyingDays}{' '}
          days, your team earns {reward}. <Link href={publicPaths.referralTerms}>Referral terms</Link>
        </>
      }
      maxWidth={960}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Your referral link
        </Typography>
        <ReferralLinkBox referralId={data.referralId} />
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }}>
          <Typography variant="body2" color="text.secondary">
            Earned, to be paid
          </Typography>
          <Typography variant="h5" component="p">
            {formatDollars(data.earnedCents)}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }}>
          <Typography variant="body2" color="text.secondary">
            Paid to your team
          </Typography>
          <Typography variant="h5" component="p">
            {formatDollars(data.paidCents)}
          </Typography>
        </Paper>
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Teams you referred
      </Typography>
      {data.teams.length === 0 ? (
        <EmptyState prompt="No team has signed up through your link yet" hint="Share it with another club." />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Team</TableCell>
                <TableCell>Signed up</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.teams.map((team) => (
                <TableRow key={`${team.name}-${team.signedUpAt}`}>
                  <TableCell>{team.name}</TableCell>
                  <TableCell>
                    {new Date(team.signedUpAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={stateColor[team.state.kind]} label={team.stateText} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </PortalPage>
  );
}
