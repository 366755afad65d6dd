import { resolveAnalyticsPath } from '@sideline/domain';
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../ui/lazy-page.ts';
import { useTeamSession } from '../ui/session/session-api.ts';
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

function AnalyticsRedirect() {
  const { team } = useTeamSession();
  return <Navigate to={resolveAnalyticsPath(team.websiteType)} replace />;
}

/** Everything under /portal (spec part 1 §2 "Portal routes"), loaded as its own chunk. */
export function PortalApp() {
  return (
    <Routes>
      <Route element={<PortalGuard />}>
        <Route element={<PortalLayout />}>
          <Route index element={<Navigate to="/portal/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="dashboard/partner" element={<Navigate to="/portal/dashboard/partner/jog" replace />} />
          <Route path="dashboard/partner/:partnerId" element={<PartnerPage />} />
          <Route path="alumni" element={<Navigate to="/portal/roster/alumni" replace />} />
          <Route path="analytics" element={<AnalyticsRedirect />} />
          <Route path="settings/admin" element={<SettingsAdminPage />} />
          <Route path="marketplace/:category" element={<MarketplaceRoute />} />
          <Route path="store" element={<StoreRoute />} />
          <Route path="store/stripeaccount" element={<PaymentAccountRoute />} />
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
      <Route path="*" element={<Navigate to="/portal/dashboard" replace />} />
    </Routes>
  );
}
