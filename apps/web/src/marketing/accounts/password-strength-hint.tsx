import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordMinLength, passwordStrengthLabels, passwordStrengthLevel } from '@sideline/domain';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/form-fields.tsx';
import { usePasswordStrength } from './password-strength.ts';

export const passwordRulesText = `Use at least ${passwordMinLength} characters, including at least one letter. Common passwords and your email address are not accepted.`;

const levelColor = {
  'too-common': 'error',
  weak: 'warning',
  fair: 'warning',
  good: 'success',
  strong: 'success',
} as const;

/**
 * The password rules under a new-password field, and, as the person types, how strong the
 * password is (the domain's zxcvbn estimate) with what makes it weak. `id` is what the field's
 * `aria-describedby` points at.
 */
export function PasswordStrengthHint({ id, password }: { id: string; password: string }) {
  const strength = usePasswordStrength(password);
  const level = strength ? passwordStrengthLevel(strength) : null;
  return (
    <Box id={id} sx={{ mt: 0.75, mx: 1.75 }}>
      <Typography variant="body2" color="text.secondary">
        {passwordRulesText}
      </Typography>
      {strength && level && (
        <Box aria-live="polite" sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={level === 'too-common' ? 5 : (strength.score + 1) * 20}
            color={levelColor[level]}
            aria-label="Strength of the new password"
            aria-valuetext={passwordStrengthLabels[level]}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography
            variant="body2"
            color={level === 'too-common' ? 'error' : 'text.secondary'}
            sx={{ mt: 0.5 }}
          >
            Strength: <strong>{passwordStrengthLabels[level]}</strong>
            {strength.warning ? `. ${strength.warning}` : ''}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** A new-password input (sign-up, reset, undoing an email change) with the rules and strength under it. */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  autoFocus,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}) {
  const hintId = useId();
  const password: unknown = useWatch({ control, name });
  return (
    <Box>
      <FormTextField
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
      />
      <PasswordStrengthHint id={hintId} password={typeof password === 'string' ? password : ''} />
    </Box>
  );
}
