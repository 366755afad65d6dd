import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import LanguageIcon from '@mui/icons-material/Language';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import SportsIcon from '@mui/icons-material/Sports';
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi';
import type { ReactNode } from 'react';

export const sectionIcons: Record<string, ReactNode> = {
  dashboard: <SpaceDashboardIcon />,
  analytics: <InsightsIcon />,
  website: <LanguageIcon />,
  marketplace: <ShoppingBagIcon />,
  store: <PointOfSaleIcon />,
  forms: <AssignmentIcon />,
  seasons: <EmojiEventsIcon />,
  events: <EventIcon />,
  articles: <ArticleIcon />,
  galleries: <PhotoLibraryIcon />,
  roster: <GroupsIcon />,
  coaches: <SportsIcon />,
  executiveboard: <BusinessCenterIcon />,
  opponents: <SportsKabaddiIcon />,
  leagues: <LeaderboardIcon />,
  sponsors: <HandshakeIcon />,
  custom: <DashboardCustomizeIcon />,
  help: <HelpOutlinedIcon />,
  settings: <SettingsIcon />,
};
