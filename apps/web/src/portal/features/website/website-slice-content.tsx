import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';

/**
 * A Website editor page's body: a spinner while its slice loads, the load failure with Try again,
 * then the form, created once with the loaded slice as its starting point.
 */
export function WebsiteSliceContent<T>({
  query,
  loadingLabel,
  loadFailedMessage,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  loadFailedMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingSpinner label={loadingLabel} />;
  if (query.isError) return <LoadErrorAlert message={loadFailedMessage} onRetry={() => query.refetch()} />;
  return children(query.data);
}
