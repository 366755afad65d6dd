import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { TextFieldProps } from '@mui/material/TextField';
import { type WebsiteInfo, websiteInfoMessages, websiteInfoUpdateSchema } from '@sideline/domain';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { contactFieldNames, WebsiteContactsFields } from './website-contacts-fields.tsx';
import { WebsiteEditorLayout } from './website-editor-layout.tsx';
import { WebsiteFormSection } from './website-form-section.tsx';
import { WebsiteLogosSection } from './website-logos-section.tsx';
import { LoadedWebsiteSlice } from './website-slice-content.tsx';
import { useWebsiteSliceForm, WebsiteSliceForm } from './website-slice-form.tsx';
import { WebsiteTimeZoneSection } from './website-time-zone-section.tsx';

const websiteInfoPath = '/portal/website/info';
const description =
  'Logos, stadium, address, alias, slogan, about texts and contacts shown on your public site, and your team’s time zone.';
const textFieldNames = ['stadiumName', 'address', 'alias', 'slogan', 'shortAbout', 'longAbout'] as const;

/** /portal/website/info: Website → Info (spec part 1 §2 "Website editor"). */
export function WebsiteInfoPage() {
  const { team } = useTeamSession();
  return (
    <WebsiteEditorLayout portalPath={websiteInfoPath} description={description} previewPath="/about">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <WebsiteLogosSection teamId={team.id} />
        <LoadedWebsiteSlice
          slice="info"
          loadingLabel="Loading your team info"
          loadFailedMessage={websiteInfoMessages.loadFailed}
        >
          {(answer, teamId) => <WebsiteInfoForm teamId={teamId} info={answer.info} />}
        </LoadedWebsiteSlice>
        <WebsiteTimeZoneSection />
      </Box>
    </WebsiteEditorLayout>
  );
}

/** The form, created once the stored info is loaded (it is the form's starting point). */
export function WebsiteInfoForm({ teamId, info }: { teamId: string; info: WebsiteInfo }) {
  const infoForm = useWebsiteSliceForm({
    slice: 'info',
    teamId,
    resolver: zodResolver(websiteInfoUpdateSchema),
    defaultValues: info,
    // The server's copy (trimmed) becomes the new starting point, so the form is clean again.
    toFormValues: (saved) => saved.info,
    savedMessage: websiteInfoMessages.saved,
    serverFields: (values) => [...textFieldNames, ...contactFieldNames(values.contacts.length)],
  });
  const { control, formState } = infoForm.form;

  const text = (
    name: (typeof textFieldNames)[number],
    label: string,
    props: Omit<TextFieldProps, 'name' | 'label'> = {},
  ) => <FormTextField control={control} name={name} label={label} {...props} />;

  return (
    <WebsiteSliceForm
      state={infoForm}
      label="Team info"
      // A field reached by keyboard also scrolls clear of the top bar.
      sx={{ '& input, & textarea, & button': { scrollMarginTop: 96 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // Two columns only where the preview beside the form leaves room for them.
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr', lg: '1fr', xl: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <WebsiteFormSection id="website-info-about" title="About your team">
          {text('alias', 'Alias', { helperText: 'A short name fans know your team by' })}
          {text('slogan', 'Slogan', { helperText: 'A motto shown with your team name' })}
          {text('shortAbout', 'Short about', {
            multiline: true,
            minRows: 2,
            helperText: 'One or two sentences that introduce your team',
          })}
          {text('longAbout', 'Long about', {
            multiline: true,
            minRows: 6,
            helperText: 'Your story for the About page: history, achievements, how to join',
          })}
        </WebsiteFormSection>
        <WebsiteFormSection id="website-info-stadium" title="Home ground">
          {text('stadiumName', 'Stadium name')}
          {text('address', 'Address', { multiline: true, minRows: 2, autoComplete: 'street-address' })}
        </WebsiteFormSection>
      </Box>
      <WebsiteFormSection
        id="website-info-contacts"
        title="Contacts"
        hint="How visitors reach your team. Each contact needs a title and an email or phone; the main contact needs an email."
      >
        <WebsiteContactsFields control={control} error={formState.errors.contacts} />
      </WebsiteFormSection>
    </WebsiteSliceForm>
  );
}
