import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { publicPaths, revertEmailChangeRequestSchema } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { clearSession } from '../../ui/session/session-api.ts';
import { showSuccessToast } from '../../ui/toasts.ts';
import { useRevertEmailChange } from './accounts-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useLinkPasswordForm } from './link-password-form.ts';
import { NewPasswordField } from './password-strength-hint.tsx';

const incompleteLinkText =
  'This link is incomplete. Open the link from the email about the change again, or contact Sideline support.';

/**
 * /revert-email?token=: the link mailed to the old address after an email change. Undoing it
 * restores that address and signs every session out; whoever made the change knew the password,
 * so the owner chooses a new one here.
 */
export function RevertEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const revert = useRevertEmailChange();
  const queryClient = useQueryClient();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const { control, onSubmit } = useLinkPasswordForm({
    schema: revertEmailChangeRequestSchema,
    token,
    send: async (values) => {
      const answer = await revert.mutateAsync(values);
      // Every session ended on the server, this browser's too.
      clearSession(queryClient);
      showSuccessToast(answer.message);
      setDoneMessage(answer.message);
    },
  });

  return (
    <AuthLayout
      title="Undo the email change"
      documentTitle="Undo email change"
      intro="Restore your previous sign-in email. Whoever changed it knew your password, so choose a new one: every session is signed out."
    >
      {!token ? (
        <Alert severity="error">{incompleteLinkText}</Alert>
      ) : doneMessage ? (
        <Box role="status">
          <Alert severity="success">{doneMessage}</Alert>
          <Button variant="contained" href={publicPaths.signIn} sx={{ mt: 3 }}>
            Log in to your portal
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Undo the email change"
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <NewPasswordField control={control} name="password" label="New password" autoFocus />
          <Button type="submit" variant="contained" size="large" loading={revert.isPending}>
            Restore my email and save the password
          </Button>
        </Box>
      )}
      {!doneMessage && (
        <Typography sx={{ mt: 3 }}>
          Made the change yourself? Then there is nothing to do: <Link href={publicPaths.signIn}>Log In</Link>
        </Typography>
      )}
    </AuthLayout>
  );
}
