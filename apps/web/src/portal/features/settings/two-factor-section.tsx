import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  type TwoFactorSetup,
  twoFactorConfirmRequestSchema,
  twoFactorPasswordRequestSchema,
} from '@sideline/domain';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { showSuccessToast } from '../../../ui/toasts.ts';
import {
  useChangeTwoFactor,
  useNewRecoveryCodes,
  useSetUpTwoFactor,
  useTwoFactorStatus,
} from './settings-api.ts';

const titleId = 'two-factor-title';

/**
 * Settings → Admin → Two-step verification (issue 33 §2): turned on with the password, a scan of
 * the QR code and the app's first code; turned off, or its recovery codes renewed, with the password.
 * Sideline staff need it on before the operator console opens.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography variant="h6" component="h2" id={titleId} sx={{ mr: 'auto' }}>
          Two-step verification
        </Typography>
        {status.data && (
          <Chip
            label={status.data.enabled ? 'On' : 'Off'}
            color={status.data.enabled ? 'success' : 'default'}
          />
        )}
      </Box>
      {status.isPending && <Skeleton variant="rounded" height={120} />}
      {status.isError && (
        <LoadErrorAlert
          message="Two-step verification's status could not be loaded."
          onRetry={() => status.refetch()}
        />
      )}
      {status.data && (status.data.enabled ? <TurnedOn /> : <TurnedOff />)}
    </Paper>
  );
}

function PasswordField({ control }: { control: Control<{ currentPassword: string }> }) {
  return (
    <FormTextField
      control={control}
      name="currentPassword"
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

function TurnedOff() {
  const setUp = useSetUpTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm({
    resolver: zodResolver(twoFactorPasswordRequestSchema),
    defaultValues: { currentPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      setSetup(await setUp.mutateAsync(values));
    } catch (error) {
      setValue('currentPassword', '');
      applyServerFieldErrors(error, setError, ['currentPassword']);
    }
  }, toastFirstFormError);

  if (setup) return <Enrolment setup={setup} onCancel={() => setSetup(null)} />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Turn on two-step verification">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Signing in then asks for your password and a 6-digit code from an authenticator app on your phone
        (Google Authenticator, Microsoft Authenticator, 1Password or any other), so a stolen password alone
        opens nothing.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <PasswordField control={control} />
        <Box>
          <Button type="submit" variant="contained" loading={setUp.isPending}>
            Set up two-step verification
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** Scan, save the recovery codes, prove it with the first code. */
function Enrolment({ setup, onCancel }: { setup: TwoFactorSetup; onCancel: () => void }) {
  const confirm = useChangeTwoFactor('confirm');
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(twoFactorConfirmRequestSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      showSuccessToast((await confirm.mutateAsync(values)).message);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['code']);
    }
  }, toastFirstFormError);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Confirm two-step verification">
      <Box component="ol" sx={{ display: 'grid', gap: 2.5, pl: 2.5, m: 0 }}>
        <li>
          <Typography sx={{ mb: 1 }}>Scan this QR code with your authenticator app.</Typography>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
            alt="QR code to add Sideline to your authenticator app"
            sx={{ width: 176, height: 176, display: 'block', bgcolor: '#fff' }}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            Cannot scan it? Enter this key in the app instead:{' '}
            <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '0.95em' }}>
              {/* In groups of four, as apps show keys; they ignore the spaces. */}
              {setup.manualKey.match(/.{1,4}/g)?.join(' ')}
            </Box>
          </Typography>
        </li>
        <li>
          <RecoveryCodes codes={setup.recoveryCodes} />
        </li>
        <li>
          <Typography sx={{ mb: 1.5 }}>Enter the 6-digit code the app now shows for Sideline.</Typography>
          <FormTextField
            control={control}
            name="code"
            label="Code from the app"
            required
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            sx={{ maxWidth: 240 }}
          />
        </li>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
        <Button type="submit" variant="contained" loading={confirm.isPending}>
          Turn on
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}

/** Shown once: the codes that sign in when the phone is lost, with a download to keep them. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const download = () => {
    const file = new Blob([`Sideline recovery codes (each works once)\n\n${codes.join('\n')}\n`], {
      type: 'text/plain',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = 'sideline-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        Save these recovery codes somewhere safe. If you lose your phone, each one signs you in once. They are
        shown only now.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
          gap: 0.5,
          listStyle: 'none',
          p: 1.5,
          m: 0,
          mb: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" size="small" onClick={download}>
        Download the codes
      </Button>
    </Box>
  );
}

function TurnedOn() {
  const turnOff = useChangeTwoFactor('disable');
  const renew = useNewRecoveryCodes();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm({
    resolver: zodResolver(twoFactorPasswordRequestSchema),
    defaultValues: { currentPassword: '' },
  });
  const run = (action: (values: { currentPassword: string }) => Promise<void>) =>
    handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        setValue('currentPassword', '');
        applyServerFieldErrors(error, setError, ['currentPassword']);
      }
    }, toastFirstFormError);
  const onRenew = run(async (values) => {
    const answer = await renew.mutateAsync(values);
    setValue('currentPassword', '');
    setNewCodes(answer.recoveryCodes);
    showSuccessToast(answer.message);
  });
  const onTurnOff = run(async (values) => {
    showSuccessToast((await turnOff.mutateAsync(values)).message);
  });

  return (
    <Box component="form" noValidate onSubmit={onRenew} aria-label="Two-step verification settings">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Signing in asks for a code from your authenticator app, or one of your recovery codes. Enter your
        password to get new recovery codes or to turn it off.
      </Typography>
      {newCodes && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <RecoveryCodes codes={newCodes} />
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <PasswordField control={control} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="outlined" loading={renew.isPending}>
            New recovery codes
          </Button>
          <Button color="error" variant="outlined" onClick={onTurnOff} loading={turnOff.isPending}>
            Turn off
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
