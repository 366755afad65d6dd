import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  describeTimeZone,
  type TeamTimeZoneView,
  type TimeZoneChange,
  timeZoneChangeSchema,
} from '@sideline/domain';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormSelectField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { timeZoneOptions } from '../../../ui/time-zone-options.ts';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { WebsiteFormSection } from './website-form-section.tsx';
import { useSaveWebsiteSlice } from './website-slice-api.ts';
import { LoadedWebsiteSlice } from './website-slice-content.tsx';

/**
 * Website → Info → Time zone (issue 35 §1): every date and time of the team shows in it. The zone
 * the address suggests is offered; with games or events entered, a change asks whether they keep
 * their clock times (the zone was wrong) or their moments (the team moved).
 */
export function WebsiteTimeZoneSection() {
  return (
    <LoadedWebsiteSlice
      slice="time-zone"
      loadingLabel="Loading your team's time zone"
      loadFailedMessage="Your team's time zone could not be loaded. Refresh the page to try again."
    >
      {(view, teamId) => <TimeZoneForm key={view.timeZone} teamId={teamId} view={view} />}
    </LoadedWebsiteSlice>
  );
}

function TimeZoneForm({ teamId, view }: { teamId: string; view: TeamTimeZoneView }) {
  const save = useSaveWebsiteSlice('time-zone', teamId);
  const options = useMemo(() => timeZoneOptions(), []);
  const keepLabelId = useId();
  const { control, handleSubmit, setValue, setError, watch } = useForm<TimeZoneChange>({
    resolver: zodResolver(timeZoneChangeSchema),
    defaultValues: {
      timeZone: view.timeZone,
      keep: (view.scheduledCount > 0 ? '' : 'clock-times') as TimeZoneChange['keep'],
    },
  });
  const chosen = watch('timeZone');
  const asksWhatTheyKeep = view.scheduledCount > 0 && chosen !== view.timeZone;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      showSuccessToast(answer.message ?? '');
    } catch (error) {
      applyServerFieldErrors(error, setError, ['timeZone', 'keep']);
    }
  }, toastFirstFormError);

  return (
    <WebsiteFormSection
      id="website-info-time-zone"
      title="Time zone"
      hint="Games, events, tickets, the store's schedule, mails and the door show their times in it."
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Time zone"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {view.suggested && view.suggested !== chosen && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={() => setValue('timeZone', view.suggested ?? chosen)}>
                Use it
              </Button>
            }
          >
            Your address is in {describeTimeZone(view.suggested)}.
          </Alert>
        )}
        <FormSelectField
          control={control}
          name="timeZone"
          label="Team time zone"
          options={options}
          required
        />
        {asksWhatTheyKeep && (
          <Controller
            control={control}
            name="keep"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                <FormLabel component="legend" id={keepLabelId}>
                  Your {view.scheduledCount} games and events already entered
                </FormLabel>
                <RadioGroup {...field} aria-labelledby={keepLabelId}>
                  <FormControlLabel
                    value="clock-times"
                    control={<Radio />}
                    label="Keep their clock times: a 7:00 PM game stays at 7:00 PM (the zone was wrong)"
                  />
                  <FormControlLabel
                    value="moments"
                    control={<Radio />}
                    label="Keep their moments: they show at the new zone's clock time (the team moved)"
                  />
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save time zone
          </Button>
        </Box>
      </Box>
    </WebsiteFormSection>
  );
}
