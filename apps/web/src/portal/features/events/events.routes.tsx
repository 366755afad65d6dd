import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadEventsPages = () => import('./events-pages.tsx');
const EventsSectionPage = lazyPage(loadEventsPages, 'EventsSectionPage');
const PracticeSectionPage = lazyPage(loadEventsPages, 'PracticeSectionPage');
const EventsAndPracticeSectionPage = lazyPage(loadEventsPages, 'EventsAndPracticeSectionPage');

const paths = portalPaths.events;

export const eventsRoutes: RouteObject[] = [
  { path: `${paths.events}/*`, element: <EventsSectionPage /> },
  { path: `${paths.practice}/*`, element: <PracticeSectionPage /> },
  { path: `${paths.eventsandpractice}/*`, element: <EventsAndPracticeSectionPage /> },
];
