import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { devSignInRequestSchema } from '@sideline/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField, toastFirstFormError } from '../../ui/form-fields.tsx';
import { portalHomePath } from '../../ui/session/session-provider.tsx';
import { useDevSignIn } from './accounts-api.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /teamsignin: development sign-in by team id or team email; routed only when VITE_TEAM_SIGNIN=true. */
export function TeamSignInPage() {
  const devSignIn = useDevSignIn();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(devSignInRequestSchema),
    defaultValues: { teamId: '', teamEmail: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await devSignIn.mutateAsync({
        teamId: values.teamId || undefined,
        teamEmail: values.teamEmail || undefined,
      });
      navigate(portalHomePath, { replace: true });
    } catch {
      // Shown as a toast by the query client.
    }
  }, toastFirstFormError);

  return (
    <AuthLayout title="Team sign-in (development)" documentTitle="Team sign-in">
      <Alert severity="warning" sx={{ mb: 3 }}>
        Development tool: signs in as a team without a password. The server accepts it only when development
        sign-in is enabled.
      </Alert>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Team sign-in"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <FormTextField control={control} name="teamId" label="Team id" />
        <FormTextField control={control} name="teamEmail" label="Team email" type="email" />
        <Button type="submit" variant="contained" size="large" loading={devSignIn.isPending}>
          Sign in as team
        </Button>
      </Box>
    </AuthLayout>
  );
}
