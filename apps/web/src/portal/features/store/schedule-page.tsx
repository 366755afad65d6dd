import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  portalPaths,
  type StoreScheduleResponse,
  type StoreScheduleUpdate,
  type StoreScheduleUpdateInput,
  storeMessages,
  storeScheduleUpdateSchema,
} from '@sideline/domain';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../ui/api-client.ts';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { QueryContent } from '../../../ui/load-error-alert.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { TitledSection } from '../../../ui/titled-section.tsx';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import { useSaveStoreSchedule, useStoreSchedule } from './store-admin-api.ts';

const serverFields = ['scheduleStart', 'scheduleEnd'] as const;

/** /portal/store/schedule: when the store takes orders (its own tab since portal 9.6.0). */
export function SchedulePage() {
  const schedule = useStoreSchedule();
  return (
    <PortalPage
      section="Store"
      title="Schedule"
      description="Your store takes orders from its opening to its closing. Outside them, buyers see your store message."
    >
      <QueryContent
        query={schedule}
        loadingLabel="Loading your store schedule"
        failedMessage={storeMessages.fetchFailed}
      >
        {(answer) => <ScheduleForm answer={answer} />}
      </QueryContent>
    </PortalPage>
  );
}

/** The form, created once the stored schedule is loaded (it is the form's starting point). */
export function ScheduleForm({ answer }: { answer: StoreScheduleResponse }) {
  const save = useSaveStoreSchedule();
  const form = useForm<StoreScheduleUpdateInput, unknown, StoreScheduleUpdate>({
    resolver: zodResolver(storeScheduleUpdateSchema),
    defaultValues: answer.schedule,
  });
  const { control, formState } = form;
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);
  const zoneHint = `In your team’s time zone (${answer.timeZone.replace(/_/g, ' ')})`;
  const dateTimeProps = {
    type: 'datetime-local',
    required: true,
    helperText: zoneHint,
    slotProps: { inputLabel: { shrink: true } },
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved.schedule);
      showSuccessToast(storeMessages.updated);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, serverFields);
      showErrorToast(isApiError(error) ? error.message : storeMessages.updateFailed);
    }
  }, toastFirstFormError);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Store schedule"
      sx={{ display: 'grid', gap: 3, '& input, & button': { scrollMarginBottom: 96 } }}
    >
      {unsavedPrompt}
      <Alert severity={answer.isOpenNow ? 'success' : 'warning'} role="status">
        {answer.isOpenNow
          ? 'Your store is open now.'
          : 'Your store is closed now: buyers cannot order until it opens.'}
      </Alert>
      <TitledSection title="Open from and until">
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FormTextField control={control} name="scheduleStart" label="Opens" {...dateTimeProps} />
          <FormTextField control={control} name="scheduleEnd" label="Closes" {...dateTimeProps} />
        </Box>
      </TitledSection>
      <TitledSection title="While the store is closed">
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Buyers read this instead of the store:
        </Typography>
        <Typography
          component="blockquote"
          sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'divider', whiteSpace: 'pre-line' }}
        >
          {answer.closedMessage}
        </Typography>
        <Link href={portalPaths.store.settings} sx={{ display: 'inline-block', mt: 2 }}>
          Change the store message in Settings
        </Link>
      </TitledSection>
      <SaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
    </Box>
  );
}
