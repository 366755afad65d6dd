import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-fields.tsx';
import type { PlayerFormValues } from './player-form-values.ts';

/** The player's personal achievements: a heading and its text each, added and removed freely. */
export function PlayerAchievementsField({ control }: { control: Control<PlayerFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'texts' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Achievements
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Awards and honours appear on the player's page.
        </Typography>
      )}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr auto', sm: '1fr 2fr auto' } }}
        >
          <FormTextField control={control} name={`texts.${index}.title`} label={`Achievement ${index + 1}`} />
          <FormTextField
            control={control}
            name={`texts.${index}.value`}
            label={`Achievement ${index + 1} details`}
            sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
          />
          <IconButton
            aria-label={`Remove achievement ${index + 1}`}
            onClick={() => remove(index)}
            sx={{ alignSelf: 'center' }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append({ title: '', value: '' })}>
          Add achievement
        </Button>
      </Box>
    </Box>
  );
}
