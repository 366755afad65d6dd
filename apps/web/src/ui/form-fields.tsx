import Box, { type BoxProps } from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { isApiError } from './api-client.ts';
import { showErrorToast, showFailureToast, showSuccessToast } from './toasts.ts';

/** `Output`: what the form's resolver makes of the values, when its schema transforms them. */
type BaseFieldProps<T extends FieldValues, Output extends FieldValues = T> = {
  control: Control<T, unknown, Output>;
  name: Path<T>;
};

/** Form fields two abreast from tablet width up, one per row on a phone. */
export function FieldGrid(props: Omit<BoxProps, 'sx'>) {
  return (
    <Box {...props} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} />
  );
}

/** A MUI text field bound to react-hook-form; the field's error shows under it. */
export function FormTextField<T extends FieldValues, Output extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: BaseFieldProps<T, Output> & Omit<TextFieldProps, 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

interface SelectOption {
  value: string;
  label: string;
}

/** Select options for named records, after an empty choice when it is given a label ("None"). */
export function recordOptions(
  rows: readonly { id: string; name: string }[] = [],
  emptyLabel?: string,
): SelectOption[] {
  return [
    ...(emptyLabel === undefined ? [] : [{ value: '', label: emptyLabel }]),
    ...rows.map((row) => ({ value: row.id, label: row.name })),
  ];
}

/**
 * A select (MUI TextField select) bound to react-hook-form; an `onChange` given runs after the
 * form has the new value (to adjust fields that depend on it).
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  helperText,
  placeholder,
  onChange,
  ...props
}: BaseFieldProps<T> &
  Omit<TextFieldProps, 'name' | 'select'> & { options: SelectOption[]; placeholder?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          onChange={(event) => {
            field.onChange(event);
            onChange?.(event);
          }}
          select
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {placeholder && (
            <MenuItem value="" disabled>
              {placeholder}
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A checkbox bound to react-hook-form, with its error under it. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: BaseFieldProps<T> & { label: ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            control={
              <Checkbox
                {...field}
                checked={value === true}
                onChange={(e) => onChange(e.target.checked)}
                slotProps={{ input: { ref, 'aria-invalid': Boolean(fieldState.error) } }}
              />
            }
            label={label}
          />
          {fieldState.error && <FormHelperText sx={{ mt: -0.5 }}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/**
 * The messages of a failed validation, in field order, those of nested fields (a list's entries)
 * included. `ref` holds the input element, not an error.
 */
function collectErrorMessages(errors: unknown, messages: string[] = []): string[] {
  if (!errors || typeof errors !== 'object') return messages;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) {
    messages.push(message);
    return messages;
  }
  for (const [key, nested] of Object.entries(errors)) {
    if (key !== 'ref') collectErrorMessages(nested, messages);
  }
  return messages;
}

/** Spec part 1 §8: validation messages appear as toasts too (the first one, to avoid a flood). */
export function toastFirstFormError(errors: FieldErrors): void {
  const [first] = collectErrorMessages(errors);
  if (first) showErrorToast(first);
}

/** Puts the server's per-field messages (`error.fields`) under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): void {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (knownFields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}

/**
 * Sends a form whose answer is a message: the message as a success toast, then `onSent`; on a
 * refusal, the server's field messages under the inputs and the error as a toast.
 */
export async function sendFormWithToasts<T extends FieldValues>(
  send: () => Promise<{ message: string }>,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  onSent: (message: string) => void = () => undefined,
): Promise<void> {
  try {
    const answer = await send();
    showSuccessToast(answer.message);
    onSent(answer.message);
  } catch (error) {
    applyServerFieldErrors(error, setError, knownFields);
    showFailureToast(error);
  }
}
