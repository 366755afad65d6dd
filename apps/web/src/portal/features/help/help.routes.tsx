import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const HelpPage = lazyPage(() => import('./help-page.tsx'), 'HelpPage');

export const helpRoutes: RouteObject[] = [
  { path: portalPaths.help.schedule, element: <HelpPage tab="schedule" /> },
  { path: portalPaths.help.questions, element: <HelpPage tab="questions" /> },
  { path: portalPaths.help.tutorials, element: <HelpPage tab="tutorials" /> },
  { path: portalPaths.help.reviews, element: <HelpPage tab="reviews" /> },
];
