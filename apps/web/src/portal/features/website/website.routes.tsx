import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const WebsiteInfoPage = lazyPage(() => import('./website-info-page.tsx'), 'WebsiteInfoPage');
const WebsiteDesignPage = lazyPage(() => import('./design/website-design-page.tsx'), 'WebsiteDesignPage');
const WebsiteStoreInfoPage = lazyPage(() => import('./website-store-info-page.tsx'), 'WebsiteStoreInfoPage');
const WebsiteImagesPage = lazyPage(() => import('./images/website-images-page.tsx'), 'WebsiteImagesPage');
const WebsiteSeoPage = lazyPage(() => import('./website-seo-page.tsx'), 'WebsiteSeoPage');
const WebsiteSocialsPage = lazyPage(() => import('./website-socials-page.tsx'), 'WebsiteSocialsPage');

const paths = portalPaths.website;

export const websiteRoutes: RouteObject[] = [
  { path: paths.info, element: <WebsiteInfoPage /> },
  { path: paths.design, element: <WebsiteDesignPage /> },
  { path: paths.storeinfo, element: <WebsiteStoreInfoPage /> },
  { path: paths.images, element: <WebsiteImagesPage /> },
  { path: paths.seo, element: <WebsiteSeoPage /> },
  { path: paths.socials, element: <WebsiteSocialsPage /> },
];
