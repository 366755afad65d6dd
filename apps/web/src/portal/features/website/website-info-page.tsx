import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type WebsiteInfo, websiteInfoMessages, websiteInfoUpdateSchema } from '@sideline/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import { useSaveWebsiteInfo, useWebsiteInfo } from './website-api.ts';
import { contactFieldNames, WebsiteContactsFields } from './website-contacts-fields.tsx';
import { WebsiteEditorLayout } from './website-editor-layout.tsx';
import { WebsiteFormSection } from './website-form-section.tsx';
import { WebsiteLogosSection } from './website-logos-section.tsx';

const websiteInfoPath = '/portal/website/info';
const description =
  'Logos, stadium, address, alias, slogan, about texts and contacts shown on your public site.';
const textFieldNames = ['stadiumName', 'address', 'alias', 'slogan', 'shortAbout', 'longAbout'] as const;

/** /portal/website/info: Website → Info (spec part 1 §2 "Website editor"). */
export function WebsiteInfoPage() {
  const { team } = useTeamSession();
  const info = useWebsiteInfo(team.id);

  let content: ReactNode;
  if (info.isPending) content = <LoadingSpinner label="Loading your team info" />;
  else if (info.error) {
    content = <LoadErrorAlert message={websiteInfoMessages.loadFailed} onRetry={() => info.refetch()} />;
  } else content = <WebsiteInfoForm teamId={team.id} info={info.data} />;

  return (
    <WebsiteEditorLayout portalPath={websiteInfoPath} description={description} previewPath="/about">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <WebsiteLogosSection teamId={team.id} />
        {content}
      </Box>
    </WebsiteEditorLayout>
  );
}

/** The form, created once the stored info is loaded (it is the form's starting point). */
export function WebsiteInfoForm({ teamId, info }: { teamId: string; info: WebsiteInfo }) {
  const save = useSaveWebsiteInfo(teamId);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(websiteInfoUpdateSchema),
    defaultValues: info,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      // The server's copy (trimmed) becomes the new starting point, so the form is clean again.
      reset(answer.info);
      showSuccessToast(websiteInfoMessages.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        ...textFieldNames,
        ...contactFieldNames(values.contacts.length),
      ]);
    }
  }, toastFirstFormError);

  const text = (
    name: (typeof textFieldNames)[number],
    label: string,
    props: Omit<TextFieldProps, 'name' | 'label'> = {},
  ) => <FormTextField control={control} name={name} label={label} {...props} />;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Team info"
      sx={{
        display: 'grid',
        gap: 3,
        // A field reached by keyboard scrolls clear of the top bar and the sticky save bar.
        '& input, & textarea, & button': { scrollMarginTop: 96, scrollMarginBottom: 96 },
      }}
    >
      {unsavedPrompt}
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
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'flex-end',
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography role="status" color="text.secondary" sx={{ flex: 1 }}>
          {formState.isDirty ? 'You have unsaved changes' : ''}
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
