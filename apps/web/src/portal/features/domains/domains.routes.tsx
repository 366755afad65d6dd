import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const DomainPage = lazyPage(() => import('./domain-page.tsx'), 'DomainPage');

export const domainsRoutes: RouteObject[] = [{ path: portalPaths.settings.domain, element: <DomainPage /> }];
