import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  accountProtection,
  changeEmailRequestSchema,
  privateDemoRefusal,
  publicPaths,
} from '@sideline/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { signedOutState } from '../../../ui/session/session-provider.tsx';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import { useChangeEmail } from './settings-api.ts';
import { TeamDataSection } from './team-data-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const namesLockedText = 'Team and organization names can only be changed by Sideline support';

/**
 * Settings > Admin: names (read-only), the email change, which needs the current password and
 * signs the user out (spec part 1 §4; docs/decisions/007-account-protection.md), two-step
 * verification (issue 33 §2) and the team's data.
 */
export function SettingsAdminPage() {
  const { team, session } = useTeamSession();
  const changeEmail = useChangeEmail();
  const navigate = useNavigate();
  const [signOutMessage, setSignOutMessage] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', confirmEmail: '', currentPassword: '' },
  });
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty && signOutMessage === null);

  // Runs after the form is no longer dirty, so the unsaved-changes guard lets the redirect through.
  useEffect(() => {
    if (signOutMessage === null) return;
    showSuccessToast(signOutMessage);
    navigate(publicPaths.signIn, { replace: true, state: signedOutState });
  }, [signOutMessage, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await changeEmail.mutateAsync(values);
      reset(values);
      setSignOutMessage(answer.message);
    } catch (error) {
      setValue('currentPassword', '');
      applyServerFieldErrors(error, setError, ['email', 'confirmEmail', 'currentPassword']);
    }
  }, toastFirstFormError);
  const currentEmail = session.user?.email ?? team.email;
  const pendingEmail = session.user?.pendingEmail ?? null;

  return (
    <PortalPage
      section="Settings"
      title="Admin"
      description="Your team's names, how you sign in (email and two-step verification), and your team's data to take away."
    >
      {unsavedPrompt}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="names-title">
          <Typography variant="h6" component="h2" id="names-title" sx={{ mb: 2 }}>
            Team and organization
          </Typography>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <TextField label="Team name" value={team.name} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField
              label="Organization name"
              value={team.organizationName}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
          <Alert severity="info" sx={{ mt: 2 }}>
            {namesLockedText}.
          </Alert>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="email-title">
          <Typography variant="h6" component="h2" id="email-title">
            Change sign-in email
          </Typography>
          {team.privateDemoExpiresAt ? (
            // A private demo's owner has no address of its own to change (docs/decisions/008).
            <Alert severity="info" sx={{ mt: 2 }}>
              {privateDemoRefusal('emailChange')}
            </Alert>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                Current email: <strong>{currentEmail}</strong>. We send a verification link to the new address
                and sign you out. Your current address stays your sign-in email until the new one is verified,
                and gets a link to undo the change for {accountProtection.emailRevertLinkDays} days.
              </Typography>
              {pendingEmail && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  Waiting for you to verify <strong>{pendingEmail}</strong>: open the link we sent there.
                  Until then you sign in with {currentEmail}.
                </Alert>
              )}
              <Box
                component="form"
                noValidate
                onSubmit={onSubmit}
                aria-label="Change email"
                sx={{ display: 'grid', gap: 2.5 }}
              >
                <FormTextField
                  control={control}
                  name="email"
                  label="New email"
                  type="email"
                  autoComplete="email"
                  required
                />
                <FormTextField
                  control={control}
                  name="confirmEmail"
                  label="Confirm new email"
                  type="email"
                  autoComplete="email"
                  required
                />
                <FormTextField
                  control={control}
                  name="currentPassword"
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                  required
                  helperText="To make sure it is you changing the address"
                />
                <Box>
                  <Button type="submit" variant="contained" loading={changeEmail.isPending}>
                    Change email
                  </Button>
                </Box>
              </Box>
            </>
          )}
        </Paper>
        {!team.privateDemoExpiresAt && <TwoFactorSection />}
        <TeamDataSection />
      </Box>
    </PortalPage>
  );
}
