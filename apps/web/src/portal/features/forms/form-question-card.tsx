import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormFieldInput, formFieldKindLabels, formFieldKinds } from '@sideline/domain';
import { type Control, Controller, useFieldArray, useWatch } from 'react-hook-form';
import { FormCheckbox, FormSelectField, FormTextField } from '../../../ui/form-fields.tsx';

export interface BuilderValues {
  fields: FormFieldInput[];
}

/** A new id for a question or choice: unique within its form, stable once saved. */
export const newQuestionId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A price typed in dollars, kept in cents (the domain's money unit). */
function PriceField({
  control,
  name,
  label,
}: {
  control: Control<BuilderValues>;
  name: `fields.${number}.options.${number}.priceCents`;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="number"
          size="small"
          value={field.value === undefined ? '' : (Number(field.value) / 100).toString()}
          onChange={(event) => {
            const dollars = event.target.value;
            field.onChange(dollars === '' ? 0 : Math.round(Number(dollars) * 100));
          }}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? '0 for free'}
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          sx={{ width: 140 }}
        />
      )}
    />
  );
}

function ChoiceList({ control, index }: { control: Control<BuilderValues>; index: number }) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `fields.${index}.options` as 'fields.0.options',
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }} role="group" aria-label="Choices">
      {fields.map((option, optionIndex) => (
        <Box key={option.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormTextField
            control={control}
            name={`fields.${index}.options.${optionIndex}.title`}
            label={`Choice ${optionIndex + 1}`}
            size="small"
            sx={{ flex: 1, minWidth: 160 }}
          />
          <PriceField
            control={control}
            name={`fields.${index}.options.${optionIndex}.priceCents`}
            label="Price ($)"
          />
          <IconButton aria-label={`Remove choice ${optionIndex + 1}`} onClick={() => remove(optionIndex)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append({ id: newQuestionId('c'), title: '', priceCents: 0 })}
        >
          Add a choice
        </Button>
      </Box>
    </Box>
  );
}

/** One question of the form builder: what it asks, its kind, whether it is required, its choices. */
export function FormQuestionCard({
  control,
  index,
  count,
  onMove,
  onRemove,
  error,
}: {
  control: Control<BuilderValues>;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  error?: string;
}) {
  const kind = useWatch({ control, name: `fields.${index}.kind` });
  const title = useWatch({ control, name: `fields.${index}.title` }) || `Question ${index + 1}`;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, display: 'grid', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }} color="text.secondary">
          Question {index + 1}
        </Typography>
        <IconButton
          aria-label={`Move “${title}” up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move “${title}” down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Remove “${title}”`} color="error" onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField control={control} name={`fields.${index}.title`} label="Question" required />
        <FormSelectField
          control={control}
          name={`fields.${index}.kind`}
          label="Answer"
          options={formFieldKinds.map((value) => ({ value, label: formFieldKindLabels[value] }))}
        />
      </Box>
      {kind !== 'checkbox' && kind !== 'select' && kind !== 'file' && (
        <FormTextField
          control={control}
          name={`fields.${index}.placeholder`}
          label="Example answer (optional)"
          size="small"
        />
      )}
      {kind === 'multiline' && (
        <FormTextField
          control={control}
          name={`fields.${index}.lines`}
          label="Lines"
          type="number"
          size="small"
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { min: 2, max: 20 } }}
        />
      )}
      {kind === 'select' && <ChoiceList control={control} index={index} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FormCheckbox control={control} name={`fields.${index}.required`} label="Required" />
        {kind === 'email' && (
          <FormCheckbox
            control={control}
            name={`fields.${index}.isUserEmail`}
            label="This is the email of the person filling in the form"
          />
        )}
      </Box>
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
    </Paper>
  );
}
