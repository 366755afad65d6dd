import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** Addresses typed or pasted together ("a@x.org, b@y.org") become one entry each. */
function splitEmailEntries(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => entry.split(/[\s,;]+/)).filter(Boolean);
}

/**
 * A list of email addresses as chips, bound to react-hook-form: Enter or leaving the field adds
 * what was typed (several at once when separated by commas or spaces); Backspace or a chip's
 * delete button removes one. The list's error shows under it.
 */
export function EmailListField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          options={[]}
          // A long address chip shortens with an ellipsis instead of widening the form.
          sx={{ minWidth: 0 }}
          value={(value as string[] | undefined) ?? []}
          onChange={(_, entries) => onChange(splitEmailEntries(entries))}
          onBlur={onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={ref}
              label={label}
              autoComplete="off"
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, inputMode: 'email' },
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? helperText}
            />
          )}
        />
      )}
    />
  );
}
