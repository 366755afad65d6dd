import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/** Spec part 1 §2: toasts appear top right, at most 10 at once. */
const maxToasts = 10;

function renderCloseAction(key: SnackbarKey) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Close notification"
      onClick={() => closeSnackbar(key)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={maxToasts}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={6000}
      action={renderCloseAction}
      preventDuplicate
    >
      {children}
    </SnackbarProvider>
  );
}
