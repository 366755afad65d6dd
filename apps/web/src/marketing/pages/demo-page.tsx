import LaunchIcon from '@mui/icons-material/Launch';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  type DemoId,
  defaultDemoId,
  demoIds,
  findDemoTeamSpec,
  privateDemoLifetimeHours,
  publicPaths,
  sportFamilyNames,
  teamSitePath,
} from '@sideline/domain';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router';
import { contentCountInfo } from '../../ui/content-counts.ts';
import { HydratedFieldset } from '../../ui/hydrated-form.tsx';
import { portalHomePath } from '../../ui/session/session-provider.tsx';
import { SportIcon } from '../../ui/sport-icon.tsx';
import { SportSpinner } from '../../ui/sport-spinner.tsx';
import { PageBody, PageHeader } from '../components/page-header.tsx';
import { useDemoTeam, useTryDemo } from '../marketing-api.ts';

const shownCounts = [
  'players',
  'coaches',
  'games',
  'events',
  'articles',
  'galleries',
  'photos',
  'sponsors',
  'forms',
] as const;

function DemoTabs({ current }: { current: DemoId }) {
  return (
    <Box component="nav" aria-label="Demo teams" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 4 }}>
      {demoIds.map((id) => (
        <Button
          key={id}
          component={NavLink}
          to={`${publicPaths.demo}/${id}`}
          variant={id === current ? 'contained' : 'outlined'}
          startIcon={<SportIcon family={id} size={22} />}
        >
          {sportFamilyNames[id]}
        </Button>
      ))}
    </Box>
  );
}

export function DemoPage() {
  const { demoId } = useParams();
  const spec = demoId ? findDemoTeamSpec(demoId) : null;
  if (spec === null) return <Navigate to={`${publicPaths.demo}/${defaultDemoId}`} replace />;
  return <DemoTeamView demoId={spec.demoId} />;
}

function DemoTeamView({ demoId }: { demoId: DemoId }) {
  const demo = useDemoTeam(demoId);
  const tryDemo = useTryDemo();
  const navigate = useNavigate();
  const name = sportFamilyNames[demoId];

  const enterDemo = () => tryDemo.mutate(demoId, { onSuccess: () => navigate(portalHomePath) });

  return (
    <>
      <PageHeader eyebrow="Live demo" title={`${name} demo team`} documentTitle={`${name} demo`}>
        See a team website built with Sideline, then try the portal yourself: you get a private copy of this
        team to edit as you like. Nobody else sees it, and it disappears after {privateDemoLifetimeHours}{' '}
        hours.
      </PageHeader>
      <PageBody>
        <DemoTabs current={demoId} />
        <Paper sx={{ p: { xs: 3, md: 4 } }} elevation={0}>
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ color: 'primary.main' }}>
              <SportIcon family={demoId} size={64} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Typography variant="h3" component="h2">
                {demo.data?.teamName ?? (demo.isPending ? <Skeleton width="60%" /> : `Our ${name} demo team`)}
              </Typography>
              <Typography color="text.secondary">
                {demo.data
                  ? `${demo.data.sportsDisplayName} · ${demo.data.organizationName}`
                  : 'A full season of roster, games, news and photos'}
              </Typography>
            </Box>
            <HydratedFieldset sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              {demo.data && (
                <Button
                  variant="outlined"
                  size="large"
                  href={teamSitePath(demo.data.slug)}
                  endIcon={<LaunchIcon />}
                >
                  View the demo website
                </Button>
              )}
              <Button
                variant="contained"
                size="large"
                startIcon={<LoginIcon />}
                onClick={enterDemo}
                loading={tryDemo.isPending}
              >
                Try the portal
              </Button>
            </HydratedFieldset>
          </Box>
          {tryDemo.isError && (
            <Alert severity="warning" sx={{ mt: 3 }} role="alert">
              {tryDemo.error.message}
            </Alert>
          )}
          {demo.isError && (
            <Alert severity="warning" sx={{ mt: 3 }}>
              The demo team&rsquo;s details could not be loaded right now; you can still try the portal.
            </Alert>
          )}
          {demo.isPending && (
            <SportSpinner
              sportsType={findDemoTeamSpec(demoId)?.sportsType}
              size={96}
              label="Loading the demo team"
            />
          )}
          {demo.data && (
            <>
              <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1.5 }}>
                What&rsquo;s inside
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
                }}
              >
                {shownCounts.map((key) => (
                  <Box
                    key={key}
                    sx={{
                      p: 2,
                      borderRadius: 2,
                      bgcolor: 'background.default',
                      display: 'flex',
                      flexDirection: 'column-reverse',
                    }}
                  >
                    <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                      {contentCountInfo[key].label}
                    </Box>
                    <Box
                      component="dd"
                      sx={{ m: 0, fontSize: 30, fontWeight: 900, lineHeight: 1.1, color: 'primary.dark' }}
                    >
                      {demo.data.counts[key] ?? 0}
                    </Box>
                  </Box>
                ))}
              </Box>
            </>
          )}
        </Paper>
        <Typography sx={{ mt: 4 }} color="text.secondary">
          Like what you see? <Link href={publicPaths.signUp}>Sign Up Free</Link> and your own site starts with
          sample content for your sport.
        </Typography>
      </PageBody>
    </>
  );
}
