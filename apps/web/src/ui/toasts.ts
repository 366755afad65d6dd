import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { isApiError, unexpectedErrorMessage } from './api-client.ts';

export function showSuccessToast(message: string): void {
  enqueueSnackbar(message, { variant: 'success' });
}

export function showErrorToast(message: string): void {
  enqueueSnackbar(message, { variant: 'error' });
}

/** Closes every toast: what a finished form said about earlier attempts no longer applies. */
export function closeAllToasts(): void {
  closeSnackbar();
}

/** Shows any failure as an error toast: the server's own message for API errors. */
export function showFailureToast(error: unknown): void {
  showErrorToast(isApiError(error) ? error.message : unexpectedErrorMessage);
}
