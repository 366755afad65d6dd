import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  operatorConsolePath,
  publicPaths,
  referralInviteLabel,
  referralsPortalPath,
  type SessionResponse,
  type TeamSession,
} from '@sideline/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useOperatorAccess } from '../../ui/operator-access.ts';
import { useAccountTeams, useSignOut, useSwitchTeam } from '../../ui/session/session-api.ts';
import { portalHomePath, signedOutState } from '../../ui/session/session-provider.tsx';
import { getStoreSetupPath } from '../../ui/session/team-menu.ts';
import { SidelineLogo } from '../../ui/sideline-logo.tsx';
import { ReferralInviteDialog } from './referral-invite-dialog.tsx';

interface PortalTopBarProps {
  session: SessionResponse;
  team: TeamSession;
  isMenuButtonShown: boolean;
  isMenuOpen: boolean;
  menuId: string;
  onMenuClick: () => void;
}

export function PortalTopBar({
  session,
  team,
  isMenuButtonShown,
  isMenuOpen,
  menuId,
  onMenuClick,
}: PortalTopBarProps) {
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const operatorAccess = useOperatorAccess();
  const signOut = useSignOut();
  const accountTeams = useAccountTeams();
  const switchTeam = useSwitchTeam();
  const otherTeams = (accountTeams.data?.teams ?? []).filter((other) => !other.isActive);
  const navigate = useNavigate();
  const user = session.user;
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() : '?';
  const closeAccountMenu = () => setAccountAnchor(null);
  const isCompact = !useMediaQuery((t: Theme) => t.breakpoints.up('md'));

  /** Spec part 1 §4: sign-out clears the session and goes to /. */
  const doSignOut = () => {
    closeAccountMenu();
    signOut.mutate(undefined, {
      onSettled: () => navigate(publicPaths.home, { replace: true, state: signedOutState }),
    });
  };

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={(t) => ({
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        // Above the permanent desktop menu; below the phone drawer, which covers the whole height.
        [t.breakpoints.up('md')]: { zIndex: t.zIndex.drawer + 1 },
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        {isMenuButtonShown && (
          <IconButton
            edge="start"
            aria-label="Open portal menu"
            aria-controls={menuId}
            aria-expanded={isMenuOpen}
            onClick={onMenuClick}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={portalHomePath}
          aria-label="Sideline dashboard"
          sx={{ color: 'primary.dark', textDecoration: 'none', display: 'inline-flex', borderRadius: 1 }}
        >
          <SidelineLogo size={28} />
        </Box>
        <Box sx={{ ml: 'auto', display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}>
          <Button
            href={getStoreSetupPath(team)}
            startIcon={<StorefrontIcon />}
            sx={{ color: 'text.primary' }}
          >
            Setup your Online Store
          </Button>
          <Button
            onClick={() => setInviteOpen(true)}
            startIcon={<CardGiftcardIcon />}
            sx={{ color: 'text.primary' }}
          >
            {referralInviteLabel}
          </Button>
          <Button href={publicPaths.contact} startIcon={<MailOutlinedIcon />} sx={{ color: 'text.primary' }}>
            Contact Us
          </Button>
        </Box>
        <IconButton
          sx={{ ml: { xs: 'auto', md: 1 } }}
          aria-label="Account menu"
          aria-haspopup="menu"
          aria-controls={accountAnchor ? 'portal-account-menu' : undefined}
          aria-expanded={Boolean(accountAnchor)}
          onClick={(e) => setAccountAnchor(e.currentTarget)}
        >
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15, fontWeight: 800 }}>
            {initials}
          </Avatar>
        </IconButton>
        <Menu
          id="portal-account-menu"
          anchorEl={accountAnchor}
          open={Boolean(accountAnchor)}
          onClose={closeAccountMenu}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {user ? `${user.firstName} ${user.lastName}` : team.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email ?? team.email}
            </Typography>
          </Box>
          <Divider />
          {otherTeams.map((other) => (
            <MenuItem
              key={other.id}
              disabled={switchTeam.isPending}
              onClick={() => {
                closeAccountMenu();
                switchTeam.mutate(other.id);
              }}
            >
              <ListItemIcon>
                <SwapHorizIcon fontSize="small" />
              </ListItemIcon>
              {/* The address tells apart two teams of one name (an imported copy keeps its name). */}
              <ListItemText primary={`Switch to ${other.name}`} secondary={`/sites/${other.slug}`} />
            </MenuItem>
          ))}
          {otherTeams.length > 0 && <Divider />}
          {isCompact && (
            <MenuItem component={RouterLink} to={getStoreSetupPath(team)} onClick={closeAccountMenu}>
              <ListItemIcon>
                <StorefrontIcon fontSize="small" />
              </ListItemIcon>
              Setup your Online Store
            </MenuItem>
          )}
          {isCompact && (
            <MenuItem
              onClick={() => {
                closeAccountMenu();
                setInviteOpen(true);
              }}
            >
              <ListItemIcon>
                <CardGiftcardIcon fontSize="small" />
              </ListItemIcon>
              {referralInviteLabel}
            </MenuItem>
          )}
          {isCompact && (
            <MenuItem component={RouterLink} to={publicPaths.contact} onClick={closeAccountMenu}>
              <ListItemIcon>
                <MailOutlinedIcon fontSize="small" />
              </ListItemIcon>
              Contact Us
            </MenuItem>
          )}
          <MenuItem component={RouterLink} to={referralsPortalPath} onClick={closeAccountMenu}>
            <ListItemIcon>
              <CardGiftcardIcon fontSize="small" />
            </ListItemIcon>
            Your referrals
          </MenuItem>
          {operatorAccess.data?.isOperator && (
            <MenuItem component={RouterLink} to={operatorConsolePath} onClick={closeAccountMenu}>
              <ListItemIcon>
                <AdminPanelSettingsIcon fontSize="small" />
              </ListItemIcon>
              Operator console
            </MenuItem>
          )}
          <MenuItem component={RouterLink} to="/portal/settings/admin" onClick={closeAccountMenu}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            Settings
          </MenuItem>
          <MenuItem onClick={doSignOut}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Sign out
          </MenuItem>
        </Menu>
      </Toolbar>
      <ReferralInviteDialog
        referralId={team.referralId}
        open={isInviteOpen}
        onClose={() => setInviteOpen(false)}
      />
    </AppBar>
  );
}
