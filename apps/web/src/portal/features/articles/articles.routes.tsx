import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadArticlesPages = () => import('./articles-pages.tsx');
const ArticlesSectionPage = lazyPage(loadArticlesPages, 'ArticlesSectionPage');
const EventArticlesSectionPage = lazyPage(loadArticlesPages, 'EventArticlesSectionPage');
const GameArticlesSectionPage = lazyPage(loadArticlesPages, 'GameArticlesSectionPage');
const AllArticlesSectionPage = lazyPage(loadArticlesPages, 'AllArticlesSectionPage');

const paths = portalPaths.articles;

export const articlesRoutes: RouteObject[] = [
  { path: `${paths.articles}/*`, element: <ArticlesSectionPage /> },
  { path: `${paths.events}/*`, element: <EventArticlesSectionPage /> },
  { path: `${paths.games}/*`, element: <GameArticlesSectionPage /> },
  { path: `${paths.all}/*`, element: <AllArticlesSectionPage /> },
];
