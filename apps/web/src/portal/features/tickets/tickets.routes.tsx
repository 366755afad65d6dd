import { scannerPortalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const loadDoorPages = () => import('./door-pages.tsx');
const ScanTicketPage = lazyPage(loadDoorPages, 'ScanTicketPage');
const ReadTicketPage = lazyPage(loadDoorPages, 'ReadTicketPage');

/** The door (spec part 1 §2: exact paths, outside the side menu). */
export const ticketsRoutes: RouteObject[] = [
  { path: scannerPortalPaths.scanTicket, element: <ScanTicketPage /> },
  { path: scannerPortalPaths.readTicket, element: <ReadTicketPage /> },
];
