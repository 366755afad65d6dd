import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CommunicationsSettingsResponse,
  communicationsMessages,
  communicationsSettingsSchema,
} from '@sideline/domain';
import { type ReactNode, useEffect } from 'react';
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
import { TitledSection } from '../../../ui/titled-section.tsx';
import { showSuccessToast } from '../../../ui/toasts.ts';
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

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      reset(answer);
      showSuccessToast(communicationsMessages.saved);
    } catch (error) {
      // The query client has shown the failure as a toast; field messages go under the fields.
      applyServerFieldErrors(error, setError, [
        'emails',
        'phones',
        'emailsNotAllowed',
        ...values.emailsNotAllowed.map((_, index) => `emailsNotAllowed.${index}.email`),
        ...values.emails.map((_, index) => `emails.${index}.email`),
        ...values.phones.map((_, index) => `phones.${index}.phone`),
      ]);
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
        <ContactList
          control={control}
          list="emails"
          error={formState.errors.emails?.root?.message ?? formState.errors.emails?.message}
        />
        <ContactList
          control={control}
          list="phones"
          error={formState.errors.phones?.root?.message ?? formState.errors.phones?.message}
        />
        <DoNotMailList
          control={control}
          error={
            formState.errors.emailsNotAllowed?.root?.message ?? formState.errors.emailsNotAllowed?.message
          }
        />
        <TitledSection title="Notifications">
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
        </TitledSection>
        <SaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
      </Stack>
    </Box>
  );
}

const contactLists = {
  emails: {
    title: 'Email addresses',
    noun: 'Email address',
    inputType: 'email',
    none: 'No email addresses yet.',
  },
  phones: { title: 'Phone numbers', noun: 'Phone number', inputType: 'tel', none: 'No phone numbers yet.' },
} as const;

/** The team's addresses or phones: each with what it receives and a remove button, and an add button. */
function ContactList({
  control,
  list,
  error,
}: {
  control: Control<FormValues, unknown, z.output<typeof communicationsSettingsSchema>>;
  list: keyof typeof contactLists;
  error: string | undefined;
}) {
  const entries = useFieldArray({ control, name: list });
  const { title, noun, inputType, none } = contactLists[list];
  const addEntry = () =>
    list === 'emails'
      ? entries.append({ email: '', ...newEntryFlags })
      : entries.append({ phone: '', ...newEntryFlags });
  return (
    <EditableList
      title={title}
      error={error}
      isEmpty={entries.fields.length === 0}
      none={none}
      addLabel={`Add ${noun.toLowerCase()}`}
      onAdd={addEntry}
    >
      {entries.fields.map((field, index) => (
        <Box key={field.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0, maxWidth: 480 }}>
              <FormTextField
                control={control}
                name={list === 'emails' ? `emails.${index}.email` : `phones.${index}.phone`}
                label={`${noun} ${index + 1}`}
                type={inputType}
                autoComplete="off"
                fullWidth
              />
            </Box>
            <IconButton
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
              onClick={() => entries.remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-hidden>
            Receives
          </Typography>
          <FormGroup row aria-label={`What ${noun.toLowerCase()} ${index + 1} receives`}>
            {(['account', 'updates', 'tips', 'all'] as const).map((kind) => (
              <FormCheckbox
                key={kind}
                control={control}
                name={`${list}.${index}.${kind}`}
                label={kindLabels[kind]}
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </EditableList>
  );
}

/**
 * The do-not-mail list: addresses that receive no optional email from Sideline about the team,
 * whoever lists them (a form's notification recipients too).
 */
function DoNotMailList({
  control,
  error,
}: {
  control: Control<FormValues, unknown, z.output<typeof communicationsSettingsSchema>>;
  error: string | undefined;
}) {
  const entries = useFieldArray({ control, name: 'emailsNotAllowed' });
  return (
    <EditableList
      title="Do not email"
      intro="Optional emails never go to these addresses, even when a form or list names them. Receipts, tickets and security emails still do."
      error={error}
      isEmpty={entries.fields.length === 0}
      none="No blocked addresses."
      addLabel="Add blocked address"
      onAdd={() => entries.append({ email: '' })}
    >
      {entries.fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 528 }}>
          <FormTextField
            control={control}
            name={`emailsNotAllowed.${index}.email`}
            label={`Blocked address ${index + 1}`}
            type="email"
            autoComplete="off"
            fullWidth
          />
          <IconButton
            aria-label={`Remove blocked address ${index + 1}`}
            onClick={() => entries.remove(index)}
            sx={{ mt: 1 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
    </EditableList>
  );
}

/** A titled list of entries the admin edits in place: its error, the entries, and an add button. */
function EditableList({
  title,
  intro,
  error,
  isEmpty,
  none,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  intro?: string;
  error: string | undefined;
  isEmpty: boolean;
  /** Shown in place of the entries when there are none. */
  none: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <TitledSection title={title}>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack spacing={2}>
        {children}
        {isEmpty && <Typography color="text.secondary">{none}</Typography>}
        <Box>
          <Button startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Box>
      </Stack>
    </TitledSection>
  );
}
