import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { getSportsTypeDisplayName, isTeamSportsType, teamSitePath } from '@sideline/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDashboardCounts } from '../../../ui/dashboard-counts-api.ts';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { buildTeamMenu, getStoreSetupPath } from '../../../ui/session/team-menu.ts';
import { buildDashboardCards } from './dashboard-cards.ts';
import { useDashboardOverview } from './dashboard-overview-api.ts';
import { DashboardOverviewPanels } from './dashboard-overview-panels.tsx';
import { SampleContentPanel } from './sample-content-panel.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

function QuickLink({
  icon,
  title,
  text,
  href,
  isExternal,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  href: string;
  isExternal?: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        href={href}
        {...(isExternal ? { target: '_blank', rel: 'noopener' } : {})}
        sx={{
          p: 2.5,
          height: '100%',
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
        }}
      >
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 32 } }} aria-hidden="true">
          {icon}
        </Box>
        <Box>
          <Typography variant="h6" component="span" sx={{ display: 'block' }}>
            {title}
            {isExternal && (
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (opens in a new tab)
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="span">
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function DashboardPage() {
  const { team } = useTeamSession();
  const counts = useDashboardCounts(team.id);
  const overview = useDashboardOverview(team.id);
  const cards = buildDashboardCards(buildTeamMenu(team));
  const sportName = isTeamSportsType(team.sportsType) ? getSportsTypeDisplayName(team.sportsType) : null;
  const storePath = getStoreSetupPath(team);

  return (
    <PortalPage
      section="Dashboard"
      title={`Welcome, ${team.name}`}
      description={[sportName, team.organizationName].filter(Boolean).join(' · ')}
    >
      <Box
        component="section"
        aria-label="Quick links"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}
      >
        <QuickLink
          icon={<OpenInNewIcon />}
          title="Visit your website"
          text="See your public site as visitors do."
          href={teamSitePath(team.slug)}
          isExternal
        />
        <QuickLink
          icon={<StorefrontIcon />}
          title="Set up your store"
          text="Sell merchandise, tickets and registrations."
          href={storePath}
        />
        <QuickLink
          icon={<AssignmentTurnedInIcon />}
          title="Sign agreements"
          text="Sign the licensing agreements to publish and sell."
          href="/portal/settings/agreements"
        />
      </Box>

      {overview.isError && (
        <Alert severity="error" sx={{ mb: 4 }}>
          Your setup checklist could not be loaded. Refresh the page to try again.
        </Alert>
      )}
      {overview.data ? (
        <>
          <SetupChecklist setup={overview.data.setup} />
          <DashboardOverviewPanels overview={overview.data} />
        </>
      ) : (
        !overview.isError && <Skeleton variant="rounded" height={160} sx={{ mb: 4 }} />
      )}

      <SampleContentPanel teamId={team.id} />

      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Your content
      </Typography>
      {counts.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Your content counts could not be loaded. Refresh the page to try again.
        </Alert>
      )}
      <Box
        component="ul"
        aria-busy={counts.isPending}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        {cards.map((card) => (
          <li key={card.key}>
            <Paper variant="outlined" sx={{ height: '100%', overflow: 'hidden' }}>
              <CardActionArea component={RouterLink} to={card.path} sx={{ p: 2, height: '100%' }}>
                {counts.data ? (
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      fontSize: 34,
                      fontWeight: 900,
                      lineHeight: 1.1,
                      color: 'primary.dark',
                    }}
                  >
                    {counts.data[card.key]}
                  </Typography>
                ) : (
                  <Skeleton variant="text" width={48} sx={{ fontSize: 34 }} />
                )}
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: 600, color: 'text.secondary' }}
                >
                  {card.label}
                </Typography>
                {card.key === 'submissions' && counts.data && counts.data.unreadSubmissions > 0 && (
                  <Chip
                    size="small"
                    color="secondary"
                    label={`${counts.data.unreadSubmissions} unread`}
                    sx={{ mt: 1, fontWeight: 700 }}
                  />
                )}
              </CardActionArea>
            </Paper>
          </li>
        ))}
      </Box>
    </PortalPage>
  );
}
