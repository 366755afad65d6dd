import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  getSportsTypeDisplayName,
  isTeamSportsType,
  type PortalMenuSection,
  type TeamSession,
  teamSitePath,
} from '@sideline/domain';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useDashboardCounts } from '../../ui/dashboard-counts-api.ts';
import { readOpenSection, writeOpenSection } from './open-section-storage.ts';
import { sectionIcons } from './section-icons.tsx';
import { TeamAvatar } from './team-avatar.tsx';

export const drawerWidth = 280;

const isInSection = (pathname: string, section: PortalMenuSection) =>
  pathname === section.path || pathname.startsWith(`${section.path}/`);

const activeItemSx = {
  '&[aria-current="page"]': {
    bgcolor: 'rgba(242, 183, 5, 0.16)',
    color: 'primary.dark',
    fontWeight: 700,
    boxShadow: 'inset 3px 0 0 #b88900',
    '& .MuiListItemIcon-root': { color: 'primary.dark' },
  },
} as const;

interface PortalSideMenuProps {
  team: TeamSession;
  menu: PortalMenuSection[];
  /** Called after a link is chosen (closes the phone drawer). */
  onNavigate?: () => void;
}

/** Side menu from buildPortalMenu: collapsible sections that remember which one is open. */
/** Where the unread count shows: the inbox of submitted forms. */
const submissionsPath = '/portal/forms/formssubmitted';

/** The number of unread submissions, as the dashboard counts them (one query for both). */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Chip
      size="small"
      color="primary"
      label={count}
      aria-label={`${count} unread`}
      sx={{ ml: 1, height: 20 }}
    />
  );
}

export function PortalSideMenu({ team, menu, onNavigate }: PortalSideMenuProps) {
  const unread = useDashboardCounts(team.id).data?.unreadSubmissions ?? 0;
  const { pathname } = useLocation();
  // The section of the current page opens; elsewhere (the dashboard) the remembered one does.
  const currentKey = menu.find((s) => s.children && isInSection(pathname, s))?.key ?? null;
  const [openKey, setOpenKey] = useState<string | null>(() => currentKey ?? readOpenSection());
  // Arriving on a page of another section (a link, the address bar) opens that section.
  const [prevKey, setPrevKey] = useState(currentKey);
  if (currentKey !== prevKey) {
    setPrevKey(currentKey);
    if (currentKey) setOpenKey(currentKey);
  }

  const toggle = (key: string) => {
    const next = openKey === key ? null : key;
    setOpenKey(next);
    writeOpenSection(next);
  };
  const sportName = isTeamSportsType(team.sportsType) ? getSportsTypeDisplayName(team.sportsType) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <TeamAvatar team={team} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }} noWrap title={team.name}>
            {team.name}
          </Typography>
          {sportName && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {sportName}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Button
          href={teamSitePath(team.slug)}
          target="_blank"
          rel="noopener"
          variant="contained"
          color="secondary"
          fullWidth
          endIcon={<OpenInNewIcon />}
        >
          Visit your Website
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (opens in a new tab)
          </Box>
        </Button>
      </Box>
      <Box component="nav" aria-label="Portal" sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
        <List dense disablePadding>
          {menu.map((section) => {
            const icon = <ListItemIcon sx={{ minWidth: 38 }}>{sectionIcons[section.key]}</ListItemIcon>;
            if (!section.children) {
              return (
                <li key={section.key}>
                  <ListItemButton
                    component={NavLink}
                    to={section.path}
                    onClick={onNavigate}
                    sx={{ py: 1, ...activeItemSx }}
                  >
                    {icon}
                    <ListItemText primary={section.label} />
                  </ListItemButton>
                </li>
              );
            }
            const isOpen = openKey === section.key;
            const submenuId = `portal-submenu-${section.key}`;
            const isCurrent = isInSection(pathname, section);
            return (
              <li key={section.key}>
                <ListItemButton
                  onClick={() => toggle(section.key)}
                  aria-expanded={isOpen}
                  // The submenu is unmounted while closed, so it is only referenced while open.
                  aria-controls={isOpen ? submenuId : undefined}
                  sx={{
                    py: 1,
                    ...(isCurrent && {
                      color: 'primary.dark',
                      '& .MuiListItemText-primary': { fontWeight: 700 },
                    }),
                  }}
                >
                  {icon}
                  <ListItemText primary={section.label} />
                  {section.children.some((child) => child.path === submissionsPath) && (
                    <UnreadBadge count={unread} />
                  )}
                  {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </ListItemButton>
                <Collapse in={isOpen} timeout="auto" unmountOnExit id={submenuId}>
                  <List dense disablePadding>
                    {section.children.map((child) => (
                      <li key={child.path}>
                        <ListItemButton
                          component={NavLink}
                          to={child.path}
                          onClick={() => {
                            writeOpenSection(section.key);
                            onNavigate?.();
                          }}
                          sx={{ pl: 7, py: 0.75, ...activeItemSx }}
                        >
                          <ListItemText primary={child.label} />
                          {child.path === submissionsPath && <UnreadBadge count={unread} />}
                        </ListItemButton>
                      </li>
                    ))}
                  </List>
                </Collapse>
              </li>
            );
          })}
        </List>
      </Box>
    </Box>
  );
}
