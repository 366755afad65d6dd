import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { accountMessages, teamMailMessages } from '@sideline/domain';
import { useResendVerification } from '../../ui/session/session-api.ts';
import { showSuccessToast } from '../../ui/toasts.ts';

/** Shown while the signed-in user's email is not verified (spec part 1 §2). */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Alert
      severity="warning"
      square
      action={
        <Button
          color="inherit"
          size="small"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, { onSuccess: (answer) => showSuccessToast(answer.message) })
          }
        >
          Resend
        </Button>
      }
    >
      {accountMessages.verifyNotice} We sent a link to {email}. {teamMailMessages.unverifiedNotice}
    </Alert>
  );
}
