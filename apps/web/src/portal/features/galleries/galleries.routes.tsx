import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadGalleriesPages = () => import('./galleries-pages.tsx');
const GalleriesSectionPage = lazyPage(loadGalleriesPages, 'GalleriesSectionPage');
const ArticleGalleriesSectionPage = lazyPage(loadGalleriesPages, 'ArticleGalleriesSectionPage');
const EventGalleriesSectionPage = lazyPage(loadGalleriesPages, 'EventGalleriesSectionPage');
const GameGalleriesSectionPage = lazyPage(loadGalleriesPages, 'GameGalleriesSectionPage');
const AllGalleriesSectionPage = lazyPage(loadGalleriesPages, 'AllGalleriesSectionPage');

const paths = portalPaths.galleries;

export const galleriesRoutes: RouteObject[] = [
  { path: `${paths.galleries}/*`, element: <GalleriesSectionPage /> },
  { path: `${paths.articles}/*`, element: <ArticleGalleriesSectionPage /> },
  { path: `${paths.events}/*`, element: <EventGalleriesSectionPage /> },
  { path: `${paths.games}/*`, element: <GameGalleriesSectionPage /> },
  { path: `${paths.all}/*`, element: <AllGalleriesSectionPage /> },
];
