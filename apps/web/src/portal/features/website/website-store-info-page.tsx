import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  type WebsiteStoreInfoResponse,
  websiteStoreInfoMessages,
  websiteStoreInfoUpdateSchema,
} from '@sideline/domain';
import { useForm } from 'react-hook-form';
import {
  applyServerFieldErrors,
  FormCheckbox,
  FormTextField,
  toastFirstFormError,
} from '../../../ui/form-fields.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import { EmailListField } from './email-list-field.tsx';
import { WebsiteEditorLayout } from './website-editor-layout.tsx';
import { WebsiteFormSection } from './website-form-section.tsx';
import { WebsiteSaveBar } from './website-save-bar.tsx';
import { useSaveWebsiteSlice, useWebsiteSlice } from './website-slice-api.ts';
import { WebsiteSliceContent } from './website-slice-content.tsx';

const websiteStoreInfoPath = '/portal/website/storeinfo';
const description =
  'Your store’s title and address, what it sells, who hears about orders, and when it is open.';
const fieldNames = [
  'title',
  'address',
  'productNotificationEmails',
  'ticketNotificationEmails',
  'scheduleStart',
  'scheduleEnd',
] as const;

const activationToggles = [
  ['storeActivate', 'Store is open'],
  ['productsActivate', 'Sell products'],
  ['ticketsActivate', 'Sell tickets'],
  ['formsActivate', 'Take registration forms'],
] as const;

/** /portal/website/storeinfo: Website → Store Info (spec part 1 §2 "Website editor", §9). */
export function WebsiteStoreInfoPage() {
  return (
    <WebsiteEditorLayout portalPath={websiteStoreInfoPath} description={description}>
      <WebsiteStoreInfoContent />
    </WebsiteEditorLayout>
  );
}

/** Loads the store info once the layout shows the page: for a team whose menu hides it, nothing is asked. */
function WebsiteStoreInfoContent() {
  const { team } = useTeamSession();
  const storeInfo = useWebsiteSlice('storeinfo', team.id);
  return (
    <WebsiteSliceContent
      query={storeInfo}
      loadingLabel="Loading your store info"
      loadFailedMessage={websiteStoreInfoMessages.loadFailed}
    >
      {(answer) => <WebsiteStoreInfoForm teamId={team.id} answer={answer} />}
    </WebsiteSliceContent>
  );
}

/** The form, created once the stored store info is loaded (it is the form's starting point). */
export function WebsiteStoreInfoForm({
  teamId,
  answer,
}: {
  teamId: string;
  answer: WebsiteStoreInfoResponse;
}) {
  const save = useSaveWebsiteSlice('storeinfo', teamId);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(websiteStoreInfoUpdateSchema),
    defaultValues: answer.storeInfo,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      // The server's copy (the default title for an empty one) becomes the new starting point.
      reset(saved.storeInfo);
      showSuccessToast(websiteStoreInfoMessages.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
    }
  }, toastFirstFormError);

  const zoneHint = `In your team’s time zone (${answer.timeZone.replace(/_/g, ' ')})`;
  const dateTimeProps = {
    type: 'datetime-local',
    required: true,
    slotProps: { inputLabel: { shrink: true } },
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Store info"
      sx={{
        display: 'grid',
        gap: 3,
        // Tracks may shrink below their content's width, so a long address chip cannot widen the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        '& input, & textarea, & button': { scrollMarginBottom: 96 },
      }}
    >
      {unsavedPrompt}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <WebsiteFormSection id="website-store-info-store" title="Your store">
          <FormTextField
            control={control}
            name="title"
            label="Title"
            placeholder={answer.defaultTitle}
            helperText={`Left empty, your store is called “${answer.defaultTitle}”`}
          />
          <FormTextField
            control={control}
            name="address"
            label="Address"
            multiline
            minRows={2}
            autoComplete="street-address"
            helperText="Where buyers pick up orders or tickets"
          />
        </WebsiteFormSection>
        <WebsiteFormSection id="website-store-info-open" title="What is open">
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            {activationToggles.map(([name, label]) => (
              <FormCheckbox key={name} control={control} name={name} label={label} />
            ))}
          </Box>
        </WebsiteFormSection>
      </Box>
      <WebsiteFormSection
        id="website-store-info-schedule"
        title="Schedule"
        hint="Your store takes orders from the start to the end of its schedule."
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <FormTextField
            control={control}
            name="scheduleStart"
            label="Schedule start"
            helperText={zoneHint}
            {...dateTimeProps}
          />
          <FormTextField
            control={control}
            name="scheduleEnd"
            label="Schedule end"
            helperText={zoneHint}
            {...dateTimeProps}
          />
        </Box>
      </WebsiteFormSection>
      <WebsiteFormSection
        id="website-store-info-notifications"
        title="Order notifications"
        hint="Who is emailed about each new order. Press Enter after each address."
      >
        <EmailListField
          control={control}
          name="productNotificationEmails"
          label="Product order emails"
          helperText="Emailed about product orders"
        />
        <EmailListField
          control={control}
          name="ticketNotificationEmails"
          label="Ticket order emails"
          helperText="Emailed about ticket orders"
        />
      </WebsiteFormSection>
      <WebsiteSaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
    </Box>
  );
}
