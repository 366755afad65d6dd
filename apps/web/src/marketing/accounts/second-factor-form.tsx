import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type SecondFactorRequest, secondFactorRequestSchema } from '@sideline/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../ui/api-client.ts';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../ui/form-fields.tsx';
import { useCompleteSignIn } from './accounts-api.ts';

type Method = SecondFactorRequest['method'];

const methodTexts: Record<Method, { label: string; hint: string; other: string }> = {
  totp: {
    label: 'Authentication code',
    hint: 'Open your authenticator app and enter the 6-digit code it shows for Sideline.',
    other: 'Use a recovery code instead',
  },
  recovery: {
    label: 'Recovery code',
    hint: 'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.',
    other: 'Use the authenticator app instead',
  },
};

/**
 * Sign-in's second step (two-step verification on): the app's code, or a recovery code. A refused
 * challenge (it expired, or too many wrong codes) sends the visitor back to the password step.
 */
export function SecondFactorForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => void;
  /** Back to email and password, with the reason shown there. */
  onRestart: (reason: string | null) => void;
}) {
  const completeSignIn = useCompleteSignIn();
  const [method, setMethod] = useState<Method>('totp');
  const { control, handleSubmit, setError, reset } = useForm<SecondFactorRequest>({
    resolver: zodResolver(secondFactorRequestSchema),
    defaultValues: { method: 'totp', code: '' },
  });
  const texts = methodTexts[method];

  const onSubmit = handleSubmit(async (values) => {
    try {
      await completeSignIn.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 429)) onRestart(error.message);
      else applyServerFieldErrors(error, setError, ['code']);
    }
  }, toastFirstFormError);

  const switchMethod = () => {
    const next: Method = method === 'totp' ? 'recovery' : 'totp';
    setMethod(next);
    reset({ method: next, code: '' });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Two-step verification"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography variant="h6" component="h2">
        Two-step verification
      </Typography>
      <Typography color="text.secondary">{texts.hint}</Typography>
      <FormTextField
        key={method}
        control={control}
        name="code"
        label={texts.label}
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: method === 'totp' ? { inputMode: 'numeric', maxLength: 7 } : { maxLength: 64 },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={completeSignIn.isPending}>
        Verify
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Button variant="text" onClick={switchMethod}>
          {texts.other}
        </Button>
        <Button variant="text" onClick={() => onRestart(null)}>
          Back to email and password
        </Button>
      </Box>
    </Box>
  );
}
