import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const CustomPagesPage = lazyPage(() => import('./custom-pages-page.tsx'), 'CustomPagesPage');

export const customPagesRoutes: RouteObject[] = [
  { path: `${portalPaths.custom.pages}/*`, element: <CustomPagesPage /> },
];
