import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { useTeamSession } from '../../ui/session/session-api.ts';
import { buildTeamMenu } from '../../ui/session/team-menu.ts';
import { mainContentId, SkipLink } from '../../ui/skip-link.tsx';
import { SportSpinner } from '../../ui/sport-spinner.tsx';
import { buildBannerSlides, PortalBanner } from './portal-banner.tsx';
import { drawerWidth, PortalSideMenu } from './portal-side-menu.tsx';
import { PortalTopBar } from './portal-top-bar.tsx';
import { PrivateDemoNotice } from './private-demo-notice.tsx';
import { UnverifiedEmailNotice } from './unverified-email-notice.tsx';

const sideMenuId = 'portal-side-menu';

/** The portal shell: top bar, side menu (permanent on desktop, a drawer on phones), banner, page. */
export function PortalLayout() {
  const { team, session } = useTeamSession();
  const isDesktop = useMediaQuery((t: Theme) => t.breakpoints.up('md'), { noSsr: true });
  const [isMobileOpen, setMobileOpen] = useState(false);
  const menu = buildTeamMenu(team);
  const user = session.user;
  // The live game sheet is a working screen at the rink: the offers banner would push it down.
  const isGameSheet = useMatch('/portal/seasons/gamesheet/:id') !== null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <PortalTopBar
        session={session}
        team={team}
        isMenuButtonShown={!isDesktop}
        isMenuOpen={isMobileOpen}
        menuId={sideMenuId}
        onMenuClick={() => setMobileOpen(true)}
      />
      <Box
        component="aside"
        aria-label="Portal menu"
        sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}
      >
        {isDesktop ? (
          <Drawer
            variant="permanent"
            open
            slotProps={{
              paper: {
                sx: { width: drawerWidth, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' },
              },
            }}
          >
            <Toolbar />
            <PortalSideMenu team={team} menu={menu} />
          </Drawer>
        ) : (
          <Drawer
            id={sideMenuId}
            variant="temporary"
            open={isMobileOpen}
            onClose={() => setMobileOpen(false)}
            slotProps={{ paper: { sx: { width: drawerWidth, boxSizing: 'border-box' } } }}
          >
            <PortalSideMenu team={team} menu={menu} onNavigate={() => setMobileOpen(false)} />
          </Drawer>
        )}
      </Box>
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        {team.privateDemoExpiresAt && <PrivateDemoNotice expiresAt={team.privateDemoExpiresAt} />}
        {user && !user.emailVerified && (
          <UnverifiedEmailNotice email={user.email} teamCreatedAt={team.timeCreated} />
        )}
        {!isGameSheet && <PortalBanner slides={buildBannerSlides(team)} />}
        <Suspense fallback={<SportSpinner sportsType={team.sportsType} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
