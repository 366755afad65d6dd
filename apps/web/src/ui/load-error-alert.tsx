import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

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
