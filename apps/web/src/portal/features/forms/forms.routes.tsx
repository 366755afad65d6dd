import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadFormsPages = () => import('./forms-pages.tsx');
const PlayerDuesFormsPage = lazyPage(loadFormsPages, 'PlayerDuesFormsPage');
const CustomFormsPage = lazyPage(loadFormsPages, 'CustomFormsPage');
const PreDevelopedFormsPage = lazyPage(loadFormsPages, 'PreDevelopedFormsPage');
const CustomPageFormsPage = lazyPage(loadFormsPages, 'CustomPageFormsPage');

const paths = portalPaths.forms;

export const formsRoutes: RouteObject[] = [
  { path: `${paths.playerdues}/*`, element: <PlayerDuesFormsPage /> },
  { path: `${paths.customforms}/*`, element: <CustomFormsPage /> },
  { path: `${paths.predevelopedforms}/*`, element: <PreDevelopedFormsPage /> },
  { path: `${portalPaths.custom.forms}/*`, element: <CustomPageFormsPage /> },
];
