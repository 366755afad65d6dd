import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, type SnackbarKey, SnackbarProvider } from 'notistack';
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

/**
 * notistack's own greens and reds put white text below WCAG AA (3.3:1 on its success green); the
 * theme's success and error colors keep it at 4.5:1 or more.
 */
const ReadableToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
}));

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={maxToasts}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={6000}
      action={renderCloseAction}
      preventDuplicate
      Components={{ success: ReadableToast, error: ReadableToast }}
    >
      {children}
    </SnackbarProvider>
  );
}
