import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { WebsiteEditorLayout } from './website-editor-layout.tsx';
import { useWebsiteSlice, type WebsiteSlice, type WebsiteSliceResponse } from './website-slice-api.ts';

interface LoadingTexts {
  loadingLabel: string;
  loadFailedMessage: string;
}

/**
 * A Website editor page's body: a spinner while its slice loads, the load failure with Try again,
 * then the form, created once with the loaded slice as its starting point.
 */
export function WebsiteSliceContent<T>({
  query,
  loadingLabel,
  loadFailedMessage,
  children,
}: LoadingTexts & {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingSpinner label={loadingLabel} />;
  if (query.isError) return <LoadErrorAlert message={loadFailedMessage} onRetry={() => query.refetch()} />;
  return children(query.data);
}

type LoadedSliceProps<S extends WebsiteSlice> = LoadingTexts & {
  slice: S;
  children: (answer: WebsiteSliceResponse<S>, teamId: string) => ReactNode;
};

/**
 * The signed-in team's slice, loaded where it is placed: inside the editor layout, a team whose
 * menu hides the page asks for nothing.
 */
export function LoadedWebsiteSlice<S extends WebsiteSlice>({
  slice,
  children,
  ...texts
}: LoadedSliceProps<S>) {
  const { team } = useTeamSession();
  const query = useWebsiteSlice(slice, team.id);
  return (
    <WebsiteSliceContent query={query} {...texts}>
      {(answer) => children(answer, team.id)}
    </WebsiteSliceContent>
  );
}

/** A Website editor page over one slice: the editor layout around the slice's loaded form. */
export function WebsiteSlicePage<S extends WebsiteSlice>({
  portalPath,
  description,
  ...slice
}: LoadedSliceProps<S> & { portalPath: string; description: string }) {
  return (
    <WebsiteEditorLayout portalPath={portalPath} description={description}>
      <LoadedWebsiteSlice {...slice} />
    </WebsiteEditorLayout>
  );
}
