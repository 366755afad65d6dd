import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const SettingsAdminPage = lazyPage(() => import('./settings-admin-page.tsx'), 'SettingsAdminPage');
const SettingsAccountPage = lazyPage(() => import('./settings-account-page.tsx'), 'SettingsAccountPage');
const AgreementsPage = lazyPage(() => import('./agreements/agreements-page.tsx'), 'AgreementsPage');
const SettingsCommunicationsPage = lazyPage(
  () => import('./settings-communications-page.tsx'),
  'SettingsCommunicationsPage',
);

export const settingsRoutes: RouteObject[] = [
  { path: portalPaths.settings.admin, element: <SettingsAdminPage /> },
  { path: portalPaths.settings.account, element: <SettingsAccountPage /> },
  { path: portalPaths.settings.agreements, element: <AgreementsPage /> },
  { path: portalPaths.settings.communications, element: <SettingsCommunicationsPage /> },
];
