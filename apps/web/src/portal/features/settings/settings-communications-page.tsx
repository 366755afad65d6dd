import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CommunicationsSettingsResponse,
  communicationsMessages,
  communicationsSettingsSchema,
} from '@sideline/domain';
import { type ReactNode, useEffect, useId } from 'react';
import { type Control, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  applyServerFieldErrors,
  FormCheckbox,
  FormTextField,
  toastFirstFormError,
} from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import { useCommunicationsSettings, useSaveCommunicationsSettings } from './settings-api.ts';

type FormValues = z.input<typeof communicationsSettingsSchema>;

const kindLabels = {
  account: 'Account notices',
  updates: 'Product updates',
  tips: 'Tips',
  all: 'Any optional email',
} as const;

const newEntryFlags = { account: true, updates: true, tips: true, all: true };

/**
 * Settings → Communications (spec part 1 §3): the addresses and phones Sideline writes to about the
 * team, each with what it wants, and the team's notification preferences. Clearing a box opts out;
 * mail a person is owed (receipts, tickets, account and security mail, billing reminders) always goes.
 */
export function SettingsCommunicationsPage() {
  const settings = useCommunicationsSettings();
  return (
    <PortalPage
      section="Settings"
      title="Communications"
      description="Which emails and messages your team receives from Sideline."
    >
      {settings.isPending ? (
        <LoadingSpinner />
      ) : settings.isError ? (
        <LoadErrorAlert
          message="Your communication preferences could not be loaded."
          onRetry={() => settings.refetch()}
        />
      ) : (
        <CommunicationsForm saved={settings.data} />
      )}
    </PortalPage>
  );
}

function CommunicationsForm({ saved }: { saved: CommunicationsSettingsResponse }) {
  const save = useSaveCommunicationsSettings();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    FormValues,
    unknown,
    z.output<typeof communicationsSettingsSchema>
  >({
    resolver: zodResolver(communicationsSettingsSchema),
    defaultValues: saved,
  });
  useEffect(() => reset(saved), [saved, reset]);
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);
  const emails = useFieldArray({ control, name: 'emails' });
  const phones = useFieldArray({ control, name: 'phones' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      reset(answer);
      showSuccessToast(communicationsMessages.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        'emails',
        'phones',
        ...values.emails.map((_, index) => `emails.${index}.email`),
        ...values.phones.map((_, index) => `phones.${index}.phone`),
      ]);
      showFailureToast(error);
    }
  }, toastFirstFormError);

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {unsavedPrompt}
      <Stack spacing={3}>
        <Alert severity="info">
          Receipts, tickets, account and security emails and billing reminders are always sent. Here you
          choose which other emails each address receives.
        </Alert>
        <Section title="Email addresses">
          {formState.errors.emails?.root?.message || formState.errors.emails?.message ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formState.errors.emails?.root?.message ?? formState.errors.emails?.message}
            </Alert>
          ) : null}
          <Stack spacing={2}>
            {emails.fields.map((field, index) => (
              <ContactEntry
                key={field.id}
                control={control}
                field={
                  <FormTextField
                    control={control}
                    name={`emails.${index}.email`}
                    label={`Email address ${index + 1}`}
                    type="email"
                    autoComplete="off"
                    fullWidth
                  />
                }
                prefix={`emails.${index}`}
                removeLabel={`Remove email address ${index + 1}`}
                onRemove={() => emails.remove(index)}
              />
            ))}
            {emails.fields.length === 0 && (
              <Typography color="text.secondary">No email addresses yet.</Typography>
            )}
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => emails.append({ email: '', ...newEntryFlags })}>
                Add email address
              </Button>
            </Box>
          </Stack>
        </Section>
        <Section title="Phone numbers">
          <Stack spacing={2}>
            {phones.fields.map((field, index) => (
              <ContactEntry
                key={field.id}
                control={control}
                field={
                  <FormTextField
                    control={control}
                    name={`phones.${index}.phone`}
                    label={`Phone number ${index + 1}`}
                    type="tel"
                    autoComplete="off"
                    fullWidth
                  />
                }
                prefix={`phones.${index}`}
                removeLabel={`Remove phone number ${index + 1}`}
                onRemove={() => phones.remove(index)}
              />
            ))}
            {phones.fields.length === 0 && (
              <Typography color="text.secondary">No phone numbers yet.</Typography>
            )}
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => phones.append({ phone: '', ...newEntryFlags })}>
                Add phone number
              </Button>
            </Box>
          </Stack>
        </Section>
        <Section title="Notifications">
          <FormGroup>
            <FormCheckbox
              control={control}
              name="notifications.feedbackNotification"
              label="Feedback: new form submissions and reviews of your team"
            />
            <FormCheckbox
              control={control}
              name="notifications.futureNotification"
              label="Future: new features before they arrive"
            />
            <FormCheckbox
              control={control}
              name="notifications.domainNotification"
              label="Domain: your domain's verification and your domain and mailbox requests"
            />
          </FormGroup>
        </Section>
        <SaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One address or phone: the value, what it receives, and a remove button. */
function ContactEntry({
  control,
  field,
  prefix,
  removeLabel,
  onRemove,
}: {
  control: Control<FormValues>;
  field: ReactNode;
  prefix: `emails.${number}` | `phones.${number}`;
  removeLabel: string;
  onRemove: () => void;
}) {
  const groupId = useId();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 480 }}>{field}</Box>
        <IconButton aria-label={removeLabel} onClick={onRemove} sx={{ mt: 1 }}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      <Typography id={groupId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Receives
      </Typography>
      <FormGroup row aria-labelledby={groupId}>
        {(['account', 'updates', 'tips', 'all'] as const).map((kind) => (
          <FormCheckbox key={kind} control={control} name={`${prefix}.${kind}`} label={kindLabels[kind]} />
        ))}
      </FormGroup>
    </Box>
  );
}
