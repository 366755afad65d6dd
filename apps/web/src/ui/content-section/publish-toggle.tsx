import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * The published flag of a record (spec part 2 §4: items start published) as a switch bound to
 * react-hook-form; it is saved with the form.
 */
export function PublishToggle<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ref, ...field } }) => (
        <div>
          <FormControlLabel
            label="Published on your website"
            control={
              <Switch
                {...field}
                slotProps={{ input: { ref, 'aria-describedby': helperId } }}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
          />
          <FormHelperText id={helperId} sx={{ mt: 0 }}>
            {value ? 'Visitors see it.' : 'Hidden from visitors; you still see it here.'}
          </FormHelperText>
        </div>
      )}
    />
  );
}
