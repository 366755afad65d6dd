import { paymentAccountPortalPath, publicPathAliases, resolveAnalyticsPath } from '@sideline/domain';
import { createRoutesFromElements, matchRoutes, Navigate, Route, useRoutes } from 'react-router';
import { isLazyPage, lazyPage } from '../ui/lazy-page.ts';
import { useTeamSession } from '../ui/session/session-api.ts';
import { portalHomePath } from '../ui/session/session-provider.tsx';
import { PortalLayout } from './layout/portal-layout.tsx';
import { PortalGuard } from './portal-guard.tsx';

const DashboardPage = lazyPage(() => import('./features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const PartnerPage = lazyPage(() => import('./features/dashboard/partner-page.tsx'), 'PartnerPage');
const SettingsAdminPage = lazyPage(
  () => import('./features/settings/settings-admin-page.tsx'),
  'SettingsAdminPage',
);
const SectionRoute = lazyPage(() => import('./features/sections/section-route.tsx'), 'SectionRoute');
const MarketplaceRoute = lazyPage(
  () => import('./features/sections/marketplace-route.tsx'),
  'MarketplaceRoute',
);
const StoreRoute = lazyPage(() => import('./features/store/store-routes.tsx'), 'StoreRoute');
const PaymentAccountRoute = lazyPage(
  () => import('./features/store/store-routes.tsx'),
  'PaymentAccountRoute',
);
const TicketToolRoute = lazyPage(() => import('./features/sections/section-route.tsx'), 'TicketToolRoute');
const WebsiteInfoPage = lazyPage(() => import('./features/website/website-info-page.tsx'), 'WebsiteInfoPage');
const WebsiteDesignPage = lazyPage(
  () => import('./features/website/design/website-design-page.tsx'),
  'WebsiteDesignPage',
);
const WebsiteStoreInfoPage = lazyPage(
  () => import('./features/website/website-store-info-page.tsx'),
  'WebsiteStoreInfoPage',
);
const WebsiteImagesPage = lazyPage(
  () => import('./features/website/images/website-images-page.tsx'),
  'WebsiteImagesPage',
);
const WebsiteSeoPage = lazyPage(() => import('./features/website/website-seo-page.tsx'), 'WebsiteSeoPage');
const OpponentsPage = lazyPage(() => import('./features/opponents/opponents-page.tsx'), 'OpponentsPage');
const LeaguesPage = lazyPage(() => import('./features/leagues/leagues-page.tsx'), 'LeaguesPage');
const SeasonsPage = lazyPage(() => import('./features/seasons/seasons-page.tsx'), 'SeasonsPage');
const GamesPage = lazyPage(() => import('./features/games/games-page.tsx'), 'GamesPage');
const loadArticles = () => import('./features/articles/articles-pages.tsx');
const ArticlesSectionPage = lazyPage(loadArticles, 'ArticlesSectionPage');
const EventArticlesSectionPage = lazyPage(loadArticles, 'EventArticlesSectionPage');
const GameArticlesSectionPage = lazyPage(loadArticles, 'GameArticlesSectionPage');
const AllArticlesSectionPage = lazyPage(loadArticles, 'AllArticlesSectionPage');
const loadGalleries = () => import('./features/galleries/galleries-pages.tsx');
const GalleriesSectionPage = lazyPage(loadGalleries, 'GalleriesSectionPage');
const ArticleGalleriesSectionPage = lazyPage(loadGalleries, 'ArticleGalleriesSectionPage');
const EventGalleriesSectionPage = lazyPage(loadGalleries, 'EventGalleriesSectionPage');
const GameGalleriesSectionPage = lazyPage(loadGalleries, 'GameGalleriesSectionPage');
const AllGalleriesSectionPage = lazyPage(loadGalleries, 'AllGalleriesSectionPage');
const SubmissionsPage = lazyPage(
  () => import('./features/submissions/submissions-page.tsx'),
  'SubmissionsPage',
);
const FormRecipientsPage = lazyPage(
  () => import('./features/submissions/form-recipients-page.tsx'),
  'FormRecipientsPage',
);
const loadForms = () => import('./features/forms/forms-pages.tsx');
const PlayerDuesFormsPage = lazyPage(loadForms, 'PlayerDuesFormsPage');
const CustomFormsPage = lazyPage(loadForms, 'CustomFormsPage');
const PreDevelopedFormsPage = lazyPage(loadForms, 'PreDevelopedFormsPage');
const CustomPageFormsPage = lazyPage(loadForms, 'CustomPageFormsPage');
const CustomPagesPage = lazyPage(
  () => import('./features/custom-pages/custom-pages-page.tsx'),
  'CustomPagesPage',
);
const EventsSectionPage = lazyPage(() => import('./features/events/events-pages.tsx'), 'EventsSectionPage');
const PracticeSectionPage = lazyPage(
  () => import('./features/events/events-pages.tsx'),
  'PracticeSectionPage',
);
const EventsAndPracticeSectionPage = lazyPage(
  () => import('./features/events/events-pages.tsx'),
  'EventsAndPracticeSectionPage',
);
const GameSheetPage = lazyPage(() => import('./features/game-sheet/game-sheet-page.tsx'), 'GameSheetPage');
const RosterPage = lazyPage(() => import('./features/roster/roster-pages.tsx'), 'RosterPage');
const AlumniPage = lazyPage(() => import('./features/roster/roster-pages.tsx'), 'AlumniPage');
const SponsorsPage = lazyPage(() => import('./features/sponsors/sponsors-page.tsx'), 'SponsorsPage');
const CoachesPage = lazyPage(() => import('./features/staff/staff-pages.tsx'), 'CoachesPage');
const ExecutiveBoardPage = lazyPage(() => import('./features/staff/staff-pages.tsx'), 'ExecutiveBoardPage');
const WebsiteSocialsPage = lazyPage(
  () => import('./features/website/website-socials-page.tsx'),
  'WebsiteSocialsPage',
);

const portalPrefix = '/portal';

/** Path relative to /portal ('' for /portal itself). */
const toPortalRoutePath = (path: string) => path.slice(portalPrefix.length).replace(/^\//, '');

/** The domain's fixed aliases inside the portal (/portal, /portal/alumni, ...), relative to /portal. */
const portalAliasRoutes = Object.entries(publicPathAliases)
  .filter(([from]) => from === portalPrefix || from.startsWith(`${portalPrefix}/`))
  .map(([from, to]) => ({ path: toPortalRoutePath(from), to }));

function AnalyticsRedirect() {
  const { team } = useTeamSession();
  return <Navigate to={resolveAnalyticsPath(team.websiteType)} replace />;
}

/** Everything under /portal (spec part 1 §2 "Portal routes"). */
const portalRoutes = createRoutesFromElements(
  <>
    <Route element={<PortalGuard />}>
      <Route element={<PortalLayout />}>
        {portalAliasRoutes.map(({ path, to }) =>
          path ? (
            <Route key={path} path={path} element={<Navigate to={to} replace />} />
          ) : (
            <Route key={path} index element={<Navigate to={to} replace />} />
          ),
        )}
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="dashboard/partner/:partnerId" element={<PartnerPage />} />
        <Route path="analytics" element={<AnalyticsRedirect />} />
        <Route path="settings/admin" element={<SettingsAdminPage />} />
        <Route path="marketplace/:category" element={<MarketplaceRoute />} />
        <Route path="store" element={<StoreRoute />} />
        <Route path={toPortalRoutePath(paymentAccountPortalPath)} element={<PaymentAccountRoute />} />
        <Route path="website/info" element={<WebsiteInfoPage />} />
        <Route path="website/design" element={<WebsiteDesignPage />} />
        <Route path="website/storeinfo" element={<WebsiteStoreInfoPage />} />
        <Route path="website/images" element={<WebsiteImagesPage />} />
        <Route path="website/seo" element={<WebsiteSeoPage />} />
        <Route path="website/socials" element={<WebsiteSocialsPage />} />
        <Route path="opponents/*" element={<OpponentsPage />} />
        <Route path="leagues/*" element={<LeaguesPage />} />
        <Route path="seasons/games/*" element={<GamesPage />} />
        <Route path="events/events/*" element={<EventsSectionPage />} />
        <Route path="events/practice/*" element={<PracticeSectionPage />} />
        <Route path="events/eventsandpractice/*" element={<EventsAndPracticeSectionPage />} />
        <Route path="articles/articles/*" element={<ArticlesSectionPage />} />
        <Route path="articles/events/*" element={<EventArticlesSectionPage />} />
        <Route path="articles/games/*" element={<GameArticlesSectionPage />} />
        <Route path="articles/all/*" element={<AllArticlesSectionPage />} />
        <Route path="galleries/galleries/*" element={<GalleriesSectionPage />} />
        <Route path="galleries/articles/*" element={<ArticleGalleriesSectionPage />} />
        <Route path="galleries/events/*" element={<EventGalleriesSectionPage />} />
        <Route path="galleries/games/*" element={<GameGalleriesSectionPage />} />
        <Route path="galleries/all/*" element={<AllGalleriesSectionPage />} />
        <Route path="custom/pages/*" element={<CustomPagesPage />} />
        <Route path="forms/formssubmitted/*" element={<SubmissionsPage />} />
        <Route path="forms/playerdues/*" element={<PlayerDuesFormsPage />} />
        <Route path="forms/customforms/*" element={<CustomFormsPage />} />
        <Route path="forms/predevelopedforms/*" element={<PreDevelopedFormsPage />} />
        <Route path="custom/forms/*" element={<CustomPageFormsPage />} />
        <Route path="forms/emails" element={<FormRecipientsPage />} />
        <Route path="seasons/gamesheet/:id" element={<GameSheetPage />} />
        <Route path="seasons/*" element={<SeasonsPage />} />
        <Route path="roster/roster/*" element={<RosterPage />} />
        <Route path="roster/alumni/*" element={<AlumniPage />} />
        <Route path="sponsors/*" element={<SponsorsPage />} />
        <Route path="coaches/*" element={<CoachesPage />} />
        <Route path="executiveboard/*" element={<ExecutiveBoardPage />} />
        <Route
          path="scanticket"
          element={<TicketToolRoute path="/portal/scanticket" title="Scan Ticket" />}
        />
        <Route
          path="readticket"
          element={<TicketToolRoute path="/portal/readticket" title="Read Ticket" />}
        />
        <Route path=":section" element={<SectionRoute />} />
        <Route path=":section/:sub/*" element={<SectionRoute />} />
      </Route>
    </Route>
    <Route path="*" element={<Navigate to={portalHomePath} replace />} />
  </>,
);

/** The portal, loaded as its own chunk, with a chunk per page. */
export function PortalApp() {
  return useRoutes(portalRoutes);
}

/**
 * Starts loading the chunk of the page at `pathname` (under /portal), so it has arrived when the
 * session has resumed rather than being asked for only then (docs/decisions/020-portal-load.md).
 */
export function preloadPortalPage(pathname: string): Promise<unknown> {
  const pages = (matchRoutes(portalRoutes, pathname, portalPrefix) ?? [])
    .map((match) => (match.route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyPage);
  return Promise.all(pages.map((page) => page.preload()));
}
