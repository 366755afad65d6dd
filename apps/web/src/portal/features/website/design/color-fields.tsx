import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { findDesignContrastWarnings } from '@sideline/domain';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

const hexColor = /^#[0-9a-f]{6}$/i;

/**
 * A color as a hex text field with the browser's color picker in front: either changes the
 * value. The picker shows black while the typed text is not a full #rrggbb yet.
 */
export function ColorField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <TextField
          label={label}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          inputRef={ref}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Like #1a7f37'}
          slotProps={{
            htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 7 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Box
                    component="input"
                    type="color"
                    aria-label={`Pick the ${label.toLowerCase()}`}
                    value={hexColor.test(value ?? '') ? String(value).toLowerCase() : '#000000'}
                    onChange={(event) => onChange((event.target as HTMLInputElement).value)}
                    sx={{
                      width: 36,
                      height: 36,
                      p: 0,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'transparent',
                      cursor: 'pointer',
                    }}
                  />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** The live WCAG AA check of the colors being edited (a status: it updates as they change). */
export function ContrastWarnings(colors: Parameters<typeof findDesignContrastWarnings>[0]) {
  const warnings = findDesignContrastWarnings(colors);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      {warnings.map((warning) => (
        <Alert key={warning.code} severity="warning" role="none">
          {warning.message}
        </Alert>
      ))}
    </Box>
  );
}
