import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, type FieldValues, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../form-fields.tsx';

/** The part of a person form (player, coach, board member) this field edits. */
interface AchievementValues {
  texts: { title?: string; value?: string }[];
}

/**
 * A person's personal achievements (spec part 2 §3 "texts"): a heading and its text each, added
 * and removed freely. Used by every form over a person record with a `texts` list.
 */
export function AchievementsField<T extends FieldValues & Partial<AchievementValues>>({
  control: personControl,
  hint,
}: {
  control: Control<T>;
  /** Shown while there are none: where the achievements appear. */
  hint: string;
}) {
  // The forms differ in their other fields only; this one reads and writes `texts`.
  const control = personControl as unknown as Control<AchievementValues>;
  const { fields, append, remove } = useFieldArray({ control, name: 'texts' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Achievements
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {hint}
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
