import { operatorConsolePath } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const OperatorConsolePage = lazyPage(() => import('./operator-console-page.tsx'), 'OperatorConsolePage');

export const operatorRoutes: RouteObject[] = [
  { path: operatorConsolePath, element: <OperatorConsolePage /> },
];
