import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadStorePages = () => import('./store-pages.tsx');
const StoreRoute = lazyPage(loadStorePages, 'StoreRoute');
const PaymentAccountRoute = lazyPage(loadStorePages, 'PaymentAccountRoute');

export const storeRoutes: RouteObject[] = [
  { path: portalPaths.store.index, element: <StoreRoute /> },
  { path: portalPaths.store.stripeaccount, element: <PaymentAccountRoute /> },
];
