import { referralsPortalPath } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const ReferralsPage = lazyPage(() => import('./referrals-page.tsx'), 'ReferralsPage');

export const referralsRoutes: RouteObject[] = [{ path: referralsPortalPath, element: <ReferralsPage /> }];
