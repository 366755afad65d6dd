import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { publicPaths } from '@sideline/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError, unexpectedErrorMessage } from '../../ui/api-client.ts';
import { useSession } from '../../ui/session/session-api.ts';
import { portalHomePath } from '../../ui/session/session-provider.tsx';
import { SportSpinner } from '../../ui/sport-spinner.tsx';
import { useConfirmEmailVerification } from './accounts-api.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /verify-email?token=: the link in the verification mail posts the token and shows the result. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailVerification();
  const { session } = useSession();
  const hasPosted = useRef(false);

  useEffect(() => {
    if (hasPosted.current || !token) return;
    hasPosted.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const isSignedIn = Boolean(session?.userLogged);
  const failure = !token
    ? 'This verification link is incomplete. Open the link from the email again, or request a new one.'
    : confirm.isError
      ? isApiError(confirm.error)
        ? confirm.error.message
        : unexpectedErrorMessage
      : null;

  return (
    <AuthLayout title="Verify your email" documentTitle="Verify email">
      {token && confirm.isPending && <SportSpinner size={96} label="Verifying your email" />}
      {confirm.isSuccess && (
        <Alert severity="success" role="status">
          {confirm.data.message}
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {(confirm.isSuccess || failure) && (
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" href={isSignedIn ? portalHomePath : publicPaths.signIn}>
            {isSignedIn ? 'Go to your portal' : 'Log in to your portal'}
          </Button>
          {failure && isSignedIn && (
            <Button variant="outlined" href={portalHomePath}>
              Resend from the portal
            </Button>
          )}
        </Box>
      )}
    </AuthLayout>
  );
}
