import type { RouteObject } from 'react-router';
import { analyticsRoutes } from './features/analytics/analytics.routes.tsx';
import { articlesRoutes } from './features/articles/articles.routes.tsx';
import { customPagesRoutes } from './features/custom-pages/custom-pages.routes.tsx';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.tsx';
import { domainsRoutes } from './features/domains/domains.routes.tsx';
import { eventsRoutes } from './features/events/events.routes.tsx';
import { formsRoutes } from './features/forms/forms.routes.tsx';
import { galleriesRoutes } from './features/galleries/galleries.routes.tsx';
import { gameSheetRoutes } from './features/game-sheet/game-sheet.routes.tsx';
import { gamesRoutes } from './features/games/games.routes.tsx';
import { helpRoutes } from './features/help/help.routes.tsx';
import { leaguesRoutes } from './features/leagues/leagues.routes.tsx';
import { marketplaceRoutes } from './features/marketplace/marketplace.routes.tsx';
import { operatorRoutes } from './features/operator/operator.routes.tsx';
import { opponentsRoutes } from './features/opponents/opponents.routes.tsx';
import { referralsRoutes } from './features/referrals/referrals.routes.tsx';
import { rosterRoutes } from './features/roster/roster.routes.tsx';
import { seasonsRoutes } from './features/seasons/seasons.routes.tsx';
import { sectionsRoutes } from './features/sections/sections.routes.tsx';
import { settingsRoutes } from './features/settings/settings.routes.tsx';
import { sponsorsRoutes } from './features/sponsors/sponsors.routes.tsx';
import { staffRoutes } from './features/staff/staff.routes.tsx';
import { storeRoutes } from './features/store/store.routes.tsx';
import { submissionsRoutes } from './features/submissions/submissions.routes.tsx';
import { ticketsRoutes } from './features/tickets/tickets.routes.tsx';
import { websiteRoutes } from './features/website/website.routes.tsx';

/**
 * The pages of every portal feature, one entry per feature folder: a new area adds its
 * `<area>.routes.tsx` and one line here. Paths are full portal paths (the domain's `portalPaths`);
 * `sectionsRoutes` answers the menu pages no feature has built yet. The router ranks routes by how
 * specific their paths are, so the order here does not matter.
 */
export const portalFeatureRoutes: RouteObject[][] = [
  dashboardRoutes,
  analyticsRoutes,
  settingsRoutes,
  domainsRoutes,
  storeRoutes,
  ticketsRoutes,
  websiteRoutes,
  opponentsRoutes,
  leaguesRoutes,
  seasonsRoutes,
  gamesRoutes,
  gameSheetRoutes,
  eventsRoutes,
  articlesRoutes,
  galleriesRoutes,
  customPagesRoutes,
  submissionsRoutes,
  formsRoutes,
  rosterRoutes,
  sponsorsRoutes,
  staffRoutes,
  marketplaceRoutes,
  helpRoutes,
  referralsRoutes,
  operatorRoutes,
  sectionsRoutes,
];
