import Box from '@mui/material/Box';
import { memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../ui/session/session-api.ts';
import { mainContentId, SkipLink } from '../ui/skip-link.tsx';
import { SportSpinner } from '../ui/sport-spinner.tsx';
import { MarketingFooter } from './components/marketing-footer.tsx';
import { MarketingTopBar } from './components/marketing-top-bar.tsx';

/** Shown while a page's chunk loads: the spinner of the signed-in team's sport, if any. */
function PageLoading() {
  const { session } = useSession();
  return <SportSpinner sportsType={session?.team?.sportsType} />;
}

/**
 * The page, behind its own Suspense boundary. Memoized and without props so that the layout's
 * re-render when the session resumes never reaches the boundary: on a prerendered page the page's
 * HTML hydrates after the layout's (its chunk may still be loading), and a boundary that receives
 * new props before it has hydrated is thrown away and rendered again on the client, showing the
 * spinner in between (a layout shift of the whole page).
 */
const PageOutlet = memo(function PageOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
});

/** Chrome of the public marketing site: top bar, main landmark, footer. */
export function MarketingLayout() {
  const { session } = useSession();
  const isSignedIn = Boolean(session?.userLogged && session.team);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <MarketingTopBar isSignedIn={isSignedIn} />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageOutlet />
      </Box>
      <MarketingFooter />
    </Box>
  );
}
