import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  readExternalStoreLink,
  type StoreSettingsResponse,
  storeMessages,
  storeSettingsUpdateSchema,
  taxRatePercentSchema,
} from '@sideline/domain';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../ui/api-client.ts';
import { EmailListField } from '../../../ui/email-list-field.tsx';
import {
  applyServerFieldErrors,
  FormCheckbox,
  FormTextField,
  toastFirstFormError,
} from '../../../ui/form-fields.tsx';
import { QueryContent } from '../../../ui/load-error-alert.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { TitledSection } from '../../../ui/titled-section.tsx';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import { useSaveStoreSettings, useStoreSettings } from './store-admin-api.ts';

/** The tax rate as typed ("8.25", '' for none yet) → the percentage the request carries. */
const readPercent = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form types the tax rate as text; the domain's schema checks the percentage it makes. */
const settingsFormSchema = storeSettingsUpdateSchema.extend({
  taxRatePercent: z
    .string()
    .refine((text) => taxRatePercentSchema.safeParse(readPercent(text)).success, storeMessages.enterTaxRate),
});
type SettingsFormValues = z.input<typeof settingsFormSchema>;
type SettingsRequest = z.output<typeof settingsFormSchema>;

const serverFields = [
  'title',
  'message',
  'taxRatePercent',
  'externalStoreLinkCode',
  'productNotificationEmails',
  'ticketNotificationEmails',
] as const;

/** The switches: each part of the store, on the public site (client) and in the portal. */
const switchRows = [
  ['storeActive', 'Store'],
  ['productsActive', 'Products'],
  ['ticketsActive', 'Tickets'],
  ['formsActive', 'Registration forms'],
] as const;

const toFormValues = ({ settings }: StoreSettingsResponse): SettingsFormValues => ({
  ...settings,
  taxRatePercent: String(settings.taxRatePercent),
});

/** /portal/store/settings: the store's title, message, switches, notifications, tax and link. */
export function SettingsPage() {
  const settings = useStoreSettings();
  return (
    <PortalPage
      section="Store"
      title="Settings"
      description="Your store’s name and message to buyers, what is on sale, who hears about orders, and sales tax."
    >
      <QueryContent
        query={settings}
        loadingLabel="Loading your store settings"
        failedMessage={storeMessages.fetchFailed}
      >
        {(answer) => <SettingsForm answer={answer} />}
      </QueryContent>
    </PortalPage>
  );
}

/** The form, created once the stored settings are loaded (they are its starting point). */
export function SettingsForm({ answer }: { answer: StoreSettingsResponse }) {
  const save = useSaveStoreSettings();
  const form = useForm<SettingsFormValues, unknown, SettingsRequest>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(answer),
  });
  const { control, formState } = form;
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);
  const linkCode = useWatch({ control, name: 'externalStoreLinkCode' }) ?? '';
  const link = linkCode.trim() ? readExternalStoreLink(linkCode) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...values, taxRatePercent: readPercent(values.taxRatePercent) });
      form.reset(toFormValues(saved));
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
      aria-label="Store settings"
      sx={{ display: 'grid', gap: 3, '& input, & textarea, & button': { scrollMarginBottom: 96 } }}
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
        <TitledSection title="Your store">
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <FormTextField
              control={control}
              name="title"
              label="Store title"
              placeholder={answer.defaultTitle}
              helperText={`Left empty, your store is called “${answer.defaultTitle}”`}
            />
            <FormTextField
              control={control}
              name="message"
              label="Store message"
              multiline
              minRows={3}
              helperText="Shown to buyers in the store, and in place of it while it is closed"
            />
          </Box>
        </TitledSection>
        <TitledSection title="What is on">
          <Table size="small" aria-label="Store switches">
            <TableHead>
              <TableRow>
                <TableCell>Part</TableCell>
                <TableCell align="center">Public site</TableCell>
                <TableCell align="center">Portal</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {switchRows.map(([flag, label]) => (
                <TableRow key={flag}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  {(['client', 'portal'] as const).map((group) => (
                    <TableCell key={group} align="center" sx={{ '& .MuiFormControlLabel-root': { mr: 0 } }}>
                      <FormCheckbox
                        control={control}
                        name={`activation.${group}.${flag}`}
                        label={
                          <Box component="span" sx={visuallyHidden}>
                            {`${label} on the ${group === 'client' ? 'public site' : 'portal'}`}
                          </Box>
                        }
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TitledSection>
      </Box>
      <TitledSection title="Sales tax and other store">
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' },
          }}
        >
          <FormTextField
            control={control}
            name="taxRatePercent"
            label="Sales tax rate (%)"
            inputMode="decimal"
            helperText="Added to taxable items in the cart; 0 for none"
          />
          <FormTextField
            control={control}
            name="externalStoreLinkCode"
            label="External store link code"
            helperText={
              link ? `Buyers are sent to ${link}` : 'The https address or link code of another store you use'
            }
          />
        </Box>
      </TitledSection>
      <TitledSection title="Order notifications">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Who is emailed about each new order. Press Enter after each address.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
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
        </Box>
      </TitledSection>
      <SaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
    </Box>
  );
}
