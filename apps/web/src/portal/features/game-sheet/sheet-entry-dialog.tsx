import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  findGoalieInNet,
  formatGameClock,
  type GameSheetView,
  getPeriodLabel,
  listPeriodCodes,
  parseGameClock,
  statSheetEntrySchema,
  statSheetMessages,
} from '@sideline/domain';
import { useId } from 'react';
import { Controller, type FieldValues, useForm, useWatch } from 'react-hook-form';
import {
  applyServerFieldErrors,
  FormCheckbox,
  FormSelectField,
  FormTextField,
} from '../../../ui/form-fields.tsx';
import type { EntryField, EntryListConfig } from './sheet-lists.ts';

type Entry = Record<string, unknown>;

export interface SheetEntryDialogProps {
  config: EntryListConfig;
  view: GameSheetView;
  /** The stored entry being edited; null adds a new one. */
  entry: Entry | null;
  /** The period a new entry starts in: the last one used. */
  lastPeriod: string;
  onSave: (entry: Entry) => Promise<void>;
  onClose: () => void;
}

export const playerOptionLabel = (player: GameSheetView['players'][number]) =>
  player.number ? `#${player.number} ${player.name}` : player.name;

/**
 * Form values: the entry, with each clock field as the "mm:ss" the admin types. A new opponent
 * goal starts with our goalie on the ice in net.
 */
function toFormValues(
  config: EntryListConfig,
  view: GameSheetView,
  entry: Entry | null,
  lastPeriod: string,
): FieldValues {
  const values: FieldValues = {};
  for (const field of config.fields) {
    const stored = entry?.[field.name];
    if (field.kind === 'goalie') {
      values[field.name] = entry ? (stored ?? '') : findGoalieInNet(view.sheet, lastPeriod);
      continue;
    }
    if (field.kind === 'clock')
      values[field.name] = typeof stored === 'number' && stored > 0 ? formatGameClock(stored) : '';
    else if (field.kind === 'side') values[field.name] = stored ?? 'us';
    else if (field.kind === 'period') values[field.name] = stored ?? lastPeriod;
    else if (field.kind === 'flag') values[field.name] = stored ?? field.name === 'converted';
    else if (field.kind === 'count') values[field.name] = stored === undefined ? '' : String(stored);
    else if (field.kind === 'choice') values[field.name] = stored ?? field.options?.[0]?.value ?? '';
    else values[field.name] = stored ?? '';
  }
  return values;
}

/** One goal, penalty, try...: a dialog (full screen on a phone) with big targets. */
export function SheetEntryDialog({
  config,
  view,
  entry,
  lastPeriod,
  onSave,
  onClose,
}: SheetEntryDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const schema = statSheetEntrySchema(view.game.sport, config.list);
  const form = useForm<FieldValues>({ defaultValues: toFormValues(config, view, entry, lastPeriod) });
  const { control, handleSubmit, setError } = form;
  const names = config.fields.map((field) => field.name);
  const side = useWatch({ control, name: 'team' }) as string | undefined;
  // Our entries pick our players; the opponent's take typed names and ask who was in our net.
  const isAsked = (field: EntryField) => !field.side || side === undefined || field.side === side;

  const submit = handleSubmit(async (values) => {
    const next: Entry = { ...(entry ?? {}) };
    for (const field of config.fields) {
      const value = values[field.name];
      if (!isAsked(field)) {
        next[field.name] = '';
      } else if (field.kind === 'clock') {
        const seconds = value === '' ? 0 : parseGameClock(String(value));
        if (seconds === null) {
          setError(field.name, { type: 'format', message: statSheetMessages.time });
          return;
        }
        next[field.name] = seconds;
      } else if (field.kind === 'count') {
        next[field.name] = value === '' ? 0 : Number(value);
      } else {
        next[field.name] = value;
      }
    }
    // The domain's entry schema checks the rest here; the server checks it again.
    const parsed = schema?.safeParse(next);
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        setError(String(issue.path[0]), { type: 'schema', message: issue.message });
      }
      return;
    }
    try {
      await onSave(next);
    } catch (error) {
      applyServerFieldErrors(error, setError, names);
    }
  });

  return (
    <Dialog open onClose={onClose} fullScreen={isPhone} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {entry ? `Edit ${config.title.toLowerCase()}` : config.addLabel}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {config.fields.filter(isAsked).map((field) => (
            <EntryFieldInput key={field.name} field={field} view={view} control={control} />
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function EntryFieldInput({
  field,
  view,
  control,
}: {
  field: EntryField;
  view: GameSheetView;
  control: ReturnType<typeof useForm<FieldValues>>['control'];
}) {
  switch (field.kind) {
    case 'side':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: input }) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={input.value}
              onChange={(_event, value) => value && input.onChange(value)}
              aria-label={field.label}
            >
              <ToggleButton value="us" sx={{ py: 1.5 }}>
                Us
              </ToggleButton>
              <ToggleButton value="them" sx={{ py: 1.5 }}>
                {view.game.opponentName || 'Them'}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      );
    case 'period':
      return (
        <FormSelectField
          control={control}
          name={field.name}
          label={field.label}
          options={listPeriodCodes(view.game.sport).map((code) => ({
            value: code,
            label: getPeriodLabel(view.game.sport, code),
          }))}
        />
      );
    case 'player':
    case 'goalie':
      return (
        <FormSelectField
          control={control}
          name={field.name}
          label={field.label}
          options={[
            { value: '', label: field.kind === 'goalie' ? 'Empty net or not recorded' : 'Not recorded' },
            ...view.players.map((player) => ({ value: player.id, label: playerOptionLabel(player) })),
          ]}
        />
      );
    case 'name':
      return (
        <FormTextField
          control={control}
          name={field.name}
          label={field.label}
          placeholder={view.game.opponentName ? `A player of ${view.game.opponentName}` : undefined}
          slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'off' } }}
        />
      );
    case 'choice':
      return (
        <FormSelectField
          control={control}
          name={field.name}
          label={field.label}
          options={[...(field.options ?? [])]}
        />
      );
    case 'flag':
      return <FormCheckbox control={control} name={field.name} label={field.label} />;
    case 'clock':
      return (
        <FormTextField
          control={control}
          name={field.name}
          label={field.label}
          placeholder="12:05"
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
      );
    case 'count':
      return (
        <FormTextField
          control={control}
          name={field.name}
          label={field.label}
          type="number"
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
      );
    default:
      return <FormTextField control={control} name={field.name} label={field.label} />;
  }
}
