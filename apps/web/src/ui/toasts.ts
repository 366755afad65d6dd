import { enqueueSnackbar } from 'notistack';
import { isApiError, unexpectedErrorMessage } from './api-client.ts';

export function showSuccessToast(message: string): void {
  enqueueSnackbar(message, { variant: 'success' });
}

export function showErrorToast(message: string): void {
  enqueueSnackbar(message, { variant: 'error' });
}

/** Shows any failure as an error toast: the server's own message for API errors. */
export function showFailureToast(error: unknown): void {
  showErrorToast(isApiError(error) ? error.message : unexpectedErrorMessage);
}
