import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { isSecondFactorChallenge, publicPaths, signInRequestSchema } from '@sideline/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../ui/api-client.ts';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../ui/form-fields.tsx';
import { HydratedForm } from '../../ui/hydrated-form.tsx';
import { portalHomePath } from '../../ui/session/session-provider.tsx';
import { useSignIn } from './accounts-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/** Where the portal guard sent the visitor from, when that was a portal page. */
function readReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/portal/') ? from : portalHomePath;
}

export function SignInPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  // A cool-down (too many failed sign-ins) stays on screen, not only in a passing toast; so does why
  // the second step sent the visitor back here.
  const [coolDownMessage, setCoolDownMessage] = useState<string | null>(null);
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  const [isSecondStep, setIsSecondStep] = useState(false);
  const { control, handleSubmit, setValue, setError } = useForm({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const goToReturnPath = () => navigate(readReturnPath(location.state), { replace: true });

  const onSubmit = handleSubmit(
    async (values) => {
      setCoolDownMessage(null);
      setRestartMessage(null);
      try {
        const answer = await signIn.mutateAsync(values);
        if (isSecondFactorChallenge(answer)) {
          setValue('password', '');
          setIsSecondStep(true);
        } else goToReturnPath();
      } catch (error) {
        setValue('password', '');
        if (isApiError(error) && error.code === 'too_many_requests') setCoolDownMessage(error.message);
        applyServerFieldErrors(error, setError, ['email', 'password']);
      }
    },
    (errors) => {
      setValue('password', '');
      toastFirstFormError(errors);
    },
  );

  return (
    <AuthLayout title="Sign into existing account" documentTitle="Log In">
      {coolDownMessage && (
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          {coolDownMessage} <Link href={publicPaths.newPassword}>Reset Password</Link>
        </Alert>
      )}
      {restartMessage && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {restartMessage}
        </Alert>
      )}
      {isSecondStep ? (
        <SecondFactorForm
          onSignedIn={goToReturnPath}
          onRestart={(reason) => {
            setRestartMessage(reason);
            setIsSecondStep(false);
          }}
        />
      ) : (
        <HydratedForm
          onSubmit={onSubmit}
          aria-label="Sign in"
          autoFocusFirst
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
            <Link href={publicPaths.newPassword}>Reset Password</Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
            Log In
          </Button>
        </HydratedForm>
      )}
      <Divider sx={{ my: 3 }} />
      <Typography>
        Don&rsquo;t have an account? <Link href={publicPaths.signUp}>Sign Up Free</Link>
      </Typography>
    </AuthLayout>
  );
}
