import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { listPlayerStatOverrideLabels, type TeamSportsType } from '@sideline/domain';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-fields.tsx';
import type { PlayerFormValues } from './player-form-values.ts';

/**
 * Career totals typed in to replace the ones derived from finished games (spec part 2 §3
 * "overridingStats"); an empty field keeps the derived value.
 */
export function PlayerStatOverridesField({
  control,
  sportsType,
}: {
  control: Control<PlayerFormValues>;
  sportsType: TeamSportsType;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        Career statistics
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Leave a field empty to use the total from your finished games.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
        {listPlayerStatOverrideLabels(sportsType).map((label) => (
          <FormTextField
            key={label}
            control={control}
            name={`overridingStats.${label}`}
            label={label}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </Box>
    </Box>
  );
}
