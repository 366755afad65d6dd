import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  type WebsiteStoreInfoResponse,
  websiteStoreInfoMessages,
  websiteStoreInfoUpdateSchema,
} from '@sideline/domain';
import { EmailListField } from '../../../ui/email-list-field.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form-fields.tsx';
import { WebsiteFormSection } from './website-form-section.tsx';
import { WebsiteSlicePage } from './website-slice-content.tsx';
import { useWebsiteSliceForm, WebsiteSliceForm } from './website-slice-form.tsx';

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
    <WebsiteSlicePage
      slice="storeinfo"
      portalPath={websiteStoreInfoPath}
      description={description}
      loadingLabel="Loading your store info"
      loadFailedMessage={websiteStoreInfoMessages.loadFailed}
    >
      {(answer, teamId) => <WebsiteStoreInfoForm teamId={teamId} answer={answer} />}
    </WebsiteSlicePage>
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
  const storeInfoForm = useWebsiteSliceForm({
    slice: 'storeinfo',
    teamId,
    resolver: zodResolver(websiteStoreInfoUpdateSchema),
    defaultValues: answer.storeInfo,
    // The server's copy (the default title for an empty one) becomes the new starting point.
    toFormValues: (saved) => saved.storeInfo,
    savedMessage: websiteStoreInfoMessages.saved,
    serverFields: fieldNames,
  });
  const { control } = storeInfoForm.form;

  const zoneHint = `In your team’s time zone (${answer.timeZone.replace(/_/g, ' ')})`;
  const dateTimeProps = {
    type: 'datetime-local',
    required: true,
    slotProps: { inputLabel: { shrink: true } },
  };

  return (
    <WebsiteSliceForm
      state={storeInfoForm}
      label="Store info"
      // Tracks may shrink below their content's width, so a long address chip cannot widen the page.
      sx={{ gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
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
    </WebsiteSliceForm>
  );
}
