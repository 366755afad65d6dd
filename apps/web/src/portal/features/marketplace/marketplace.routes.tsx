import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const MarketplacePage = lazyPage(() => import('./marketplace-page.tsx'), 'MarketplacePage');

export const marketplaceRoutes: RouteObject[] = [
  { path: portalPaths.marketplace, element: <MarketplacePage /> },
  { path: `${portalPaths.marketplace}/:category`, element: <MarketplacePage /> },
];
