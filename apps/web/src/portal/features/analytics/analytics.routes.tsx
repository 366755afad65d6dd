import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadPages = () => import('./analytics-pages.tsx');
const WebsiteAnalyticsPage = lazyPage(loadPages, 'WebsiteAnalyticsPage');
const StoreAnalyticsPage = lazyPage(loadPages, 'StoreAnalyticsPage');

export const analyticsRoutes: RouteObject[] = [
  { path: portalPaths.analytics.website, element: <WebsiteAnalyticsPage /> },
  { path: portalPaths.analytics.store, element: <StoreAnalyticsPage /> },
];
