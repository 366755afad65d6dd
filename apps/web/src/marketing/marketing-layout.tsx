import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../ui/session/session-api.ts';
import { mainContentId, SkipLink } from '../ui/skip-link.tsx';
import { SportSpinner } from '../ui/sport-spinner.tsx';
import { MarketingFooter } from './components/marketing-footer.tsx';
import { MarketingTopBar } from './components/marketing-top-bar.tsx';

/** Chrome of the public marketing site: top bar, main landmark, footer. */
export function MarketingLayout() {
  const { session } = useSession();
  const isSignedIn = Boolean(session?.userLogged && session.team);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <MarketingTopBar isSignedIn={isSignedIn} />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<SportSpinner sportsType={session?.team?.sportsType} />}>
          <Outlet />
        </Suspense>
      </Box>
      <MarketingFooter />
    </Box>
  );
}
