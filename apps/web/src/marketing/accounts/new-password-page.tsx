import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { emailOnlyRequestSchema, newPasswordRequestSchema, publicPaths } from '@sideline/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FormTextField, toastFirstFormError } from '../../ui/form-fields.tsx';
import { HydratedForm } from '../../ui/hydrated-form.tsx';
import { showSuccessToast } from '../../ui/toasts.ts';
import { useConfirmPasswordReset, useRequestPasswordReset } from './accounts-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useLinkPasswordForm } from './link-password-form.ts';
import { NewPasswordField } from './password-strength-hint.tsx';

/** /newpassword: request a reset link by email, or with ?token= choose the new password. */
export function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ChooseNewPassword token={token} /> : <RequestReset />;
}

function RequestReset() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(emailOnlyRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await request.mutateAsync(values);
      showSuccessToast(answer.message);
      setSentTo(values.email);
    } catch {
      // Shown as a toast by the query client.
    }
  }, toastFirstFormError);

  return (
    <AuthLayout
      title="Reset Password"
      documentTitle="Reset Password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <Box role="status">
          <Typography>
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. The link works for
            one hour; check your spam folder if it does not arrive in a few minutes.
          </Typography>
          <Button sx={{ mt: 2 }} onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </Box>
      ) : (
        <HydratedForm
          onSubmit={onSubmit}
          aria-label="Request a password reset"
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
          <Button type="submit" variant="contained" size="large" loading={request.isPending}>
            Send reset link
          </Button>
        </HydratedForm>
      )}
      <Typography sx={{ mt: 3 }}>
        Remembered it? <Link href={publicPaths.signIn}>Log In</Link>
      </Typography>
    </AuthLayout>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const navigate = useNavigate();
  const { control, onSubmit } = useLinkPasswordForm({
    schema: newPasswordRequestSchema,
    token,
    send: async (values) => {
      const answer = await confirm.mutateAsync(values);
      showSuccessToast(answer.message);
      navigate(publicPaths.signIn, { replace: true });
    },
  });

  return (
    <AuthLayout title="Choose a new password" documentTitle="New password">
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Choose a new password"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <NewPasswordField control={control} name="password" label="New password" autoFocus />
        <Button type="submit" variant="contained" size="large" loading={confirm.isPending}>
          Save new password
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        Link expired? <Link href={publicPaths.newPassword}>Request a new one</Link>
      </Typography>
    </AuthLayout>
  );
}
