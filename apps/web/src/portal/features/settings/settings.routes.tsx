import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const SettingsAdminPage = lazyPage(() => import('./settings-admin-page.tsx'), 'SettingsAdminPage');
const SettingsCommunicationsPage = lazyPage(
  () => import('./settings-communications-page.tsx'),
  'SettingsCommunicationsPage',
);

export const settingsRoutes: RouteObject[] = [
  { path: portalPaths.settings.admin, element: <SettingsAdminPage /> },
  { path: portalPaths.settings.communications, element: <SettingsCommunicationsPage /> },
];
