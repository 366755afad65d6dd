import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadStorePages = () => import('./store-pages.tsx');
const StoreRoute = lazyPage(loadStorePages, 'StoreRoute');
const PaymentAccountRoute = lazyPage(loadStorePages, 'PaymentAccountRoute');
const OverviewPage = lazyPage(() => import('./overview-page.tsx'), 'OverviewPage');
const ProductsPage = lazyPage(() => import('./products-page.tsx'), 'ProductsPage');
const OrdersPage = lazyPage(() => import('./orders-page.tsx'), 'OrdersPage');
const DisputesPage = lazyPage(() => import('./disputes-page.tsx'), 'DisputesPage');
const PayoutsPage = lazyPage(() => import('./payouts-page.tsx'), 'PayoutsPage');
const SettingsPage = lazyPage(() => import('./settings-page.tsx'), 'SettingsPage');
const SchedulePage = lazyPage(() => import('./schedule-page.tsx'), 'SchedulePage');
const TicketsPage = lazyPage(() => import('./tickets-page.tsx'), 'TicketsPage');
const RegistrationFormsPage = lazyPage(
  () => import('./registration-forms-page.tsx'),
  'RegistrationFormsPage',
);

export const storeRoutes: RouteObject[] = [
  { path: portalPaths.store.index, element: <StoreRoute /> },
  { path: portalPaths.store.stripeaccount, element: <PaymentAccountRoute /> },
  { path: portalPaths.store.overview, element: <OverviewPage /> },
  { path: portalPaths.store.settings, element: <SettingsPage /> },
  { path: portalPaths.store.schedule, element: <SchedulePage /> },
  { path: `${portalPaths.store.products}/*`, element: <ProductsPage /> },
  { path: `${portalPaths.store.tickets}/*`, element: <TicketsPage /> },
  { path: portalPaths.store.forms, element: <RegistrationFormsPage /> },
  { path: portalPaths.store.charges, element: <OrdersPage /> },
  { path: portalPaths.store.disputes, element: <DisputesPage /> },
  { path: portalPaths.store.payouts, element: <PayoutsPage /> },
];
