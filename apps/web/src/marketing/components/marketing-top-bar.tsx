import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { SidelineLogo } from '../../ui/sideline-logo.tsx';
import { getMarketingNavItems } from './marketing-nav-items.ts';

const mobileMenuId = 'marketing-mobile-menu';

export function MarketingTopBar({ isSignedIn }: { isSignedIn: boolean }) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const items = getMarketingNavItems(isSignedIn);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 2, maxWidth: 1240, width: '100%', mx: 'auto', minHeight: { xs: 60, md: 68 } }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label="Sideline home"
          sx={{ color: 'primary.dark', textDecoration: 'none', display: 'inline-flex', borderRadius: 1 }}
        >
          <SidelineLogo />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ ml: 'auto', display: { xs: 'none', md: 'block' } }}>
          <Box
            component="ul"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
          >
            {items.map((item) => (
              <li key={item.to}>
                <Button
                  component={NavLink}
                  to={item.to}
                  variant={item.variant ?? 'text'}
                  color="primary"
                  sx={{
                    whiteSpace: 'nowrap',
                    ...(item.variant ? { ml: 0.5 } : { color: 'text.primary' }),
                    '&[aria-current="page"]': item.variant
                      ? {}
                      : { color: 'primary.main', bgcolor: 'action.hover' },
                  }}
                >
                  {item.label}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <IconButton
          sx={{ ml: 'auto', display: { xs: 'inline-flex', md: 'none' } }}
          aria-label="Open menu"
          aria-controls={mobileMenuId}
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer
        id={mobileMenuId}
        anchor="right"
        open={isMenuOpen}
        onClose={() => setMenuOpen(false)}
        slotProps={{ paper: { sx: { width: 290 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Box sx={{ color: 'primary.dark' }}>
            <SidelineLogo size={28} />
          </Box>
          <IconButton sx={{ ml: 'auto' }} aria-label="Close menu" onClick={() => setMenuOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Main">
          <List>
            {items.map((item) => (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                onClick={() => setMenuOpen(false)}
                sx={{
                  mx: 1,
                  borderRadius: 2,
                  ...(item.variant === 'contained' && {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    '&:hover': { bgcolor: 'primary.dark' },
                    mt: 1,
                  }),
                  '&[aria-current="page"]': { fontWeight: 700 },
                }}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
