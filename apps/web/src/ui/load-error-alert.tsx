import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingSpinner } from './loading-spinner.tsx';

/** Says that something could not be loaded, with a button that asks for it again. */
export function LoadErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * What a page shows for one query: the spinner while it loads, the error with a retry, then its
 * data through `children` (a form made once the stored values are there, its starting point).
 */
export function QueryContent<T>({
  query,
  loadingLabel,
  failedMessage,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'error' | 'data' | 'refetch'>;
  loadingLabel: string;
  failedMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingSpinner label={loadingLabel} />;
  if (query.error) return <LoadErrorAlert message={failedMessage} onRetry={() => void query.refetch()} />;
  return query.data === undefined ? null : children(query.data);
}
