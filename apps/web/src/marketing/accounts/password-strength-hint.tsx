import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordMinLength, passwordStrengthLabels, passwordStrengthLevel } from '@sideline/domain';
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
