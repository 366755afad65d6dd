import { portalPaths } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../ui/lazy-page.ts';

const SubmissionsPage = lazyPage(() => import('./submissions-page.tsx'), 'SubmissionsPage');
const FormRecipientsPage = lazyPage(() => import('./form-recipients-page.tsx'), 'FormRecipientsPage');

export const submissionsRoutes: RouteObject[] = [
  { path: `${portalPaths.forms.formssubmitted}/*`, element: <SubmissionsPage /> },
  { path: portalPaths.forms.emails, element: <FormRecipientsPage /> },
];
