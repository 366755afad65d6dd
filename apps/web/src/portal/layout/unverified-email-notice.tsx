import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  accountMessages,
  accountProtection,
  findUnverifiedGraceEnd,
  teamMailMessages,
  unverifiedGraceNotice,
} from '@sideline/domain';
import { useResendVerification } from '../../ui/session/session-api.ts';
import { showSuccessToast } from '../../ui/toasts.ts';

const graceEndFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * Shown while the signed-in user's email is not verified (spec part 1 §2), with the rule it is
 * under: free use during the grace after sign-up (counted from the team's creation), then
 * sign-in needs the verified address.
 */
export function UnverifiedEmailNotice({ email, teamCreatedAt }: { email: string; teamCreatedAt: string }) {
  const resend = useResendVerification();
  const graceEnd = findUnverifiedGraceEnd(new Date(teamCreatedAt));
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
      {accountMessages.verifyNotice} We sent a link to {email}.{' '}
      {unverifiedGraceNotice(
        accountProtection.unverifiedGraceDays,
        graceEndFormat.format(graceEnd),
        graceEnd.getTime() <= Date.now(),
      )}{' '}
      {teamMailMessages.unverifiedNotice}
    </Alert>
  );
}
