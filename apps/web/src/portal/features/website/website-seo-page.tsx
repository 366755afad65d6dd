import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  adviseSeoDescription,
  type WebsiteSeoResponse,
  websiteSeoMaxLengths,
  websiteSeoMessages,
  websiteSeoUpdateSchema,
} from '@sideline/domain';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import { SearchResultPreview } from './search-result-preview.tsx';
import { WebsiteEditorLayout } from './website-editor-layout.tsx';
import { WebsiteFormSection } from './website-form-section.tsx';
import { WebsiteSaveBar } from './website-save-bar.tsx';
import { useSaveWebsiteSlice, useWebsiteSlice } from './website-slice-api.ts';
import { WebsiteSliceContent } from './website-slice-content.tsx';

const websiteSeoPath = '/portal/website/seo';
const description = 'The title, description and keywords search engines show for your website.';
const fieldNames = ['title', 'description', 'keywords'] as const;

/** /portal/website/seo: Website → Google Info (SEO) (spec part 1 §2 "Website editor", §5). */
export function WebsiteSeoPage() {
  const { team } = useTeamSession();
  const seo = useWebsiteSlice('seo', team.id);
  return (
    <WebsiteEditorLayout portalPath={websiteSeoPath} description={description}>
      <WebsiteSliceContent
        query={seo}
        loadingLabel="Loading your Google info"
        loadFailedMessage={websiteSeoMessages.loadFailed}
      >
        {(answer) => <WebsiteSeoForm teamId={team.id} answer={answer} />}
      </WebsiteSliceContent>
    </WebsiteEditorLayout>
  );
}

/** The form, created once the stored SEO info is loaded (it is the form's starting point). */
export function WebsiteSeoForm({ teamId, answer }: { teamId: string; answer: WebsiteSeoResponse }) {
  const save = useSaveWebsiteSlice('seo', teamId);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(websiteSeoUpdateSchema),
    defaultValues: answer.seo,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);
  const [title = '', typedDescription = ''] = useWatch({ control, name: ['title', 'description'] });
  const advice = adviseSeoDescription(typedDescription);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      // The server's copy (trimmed, keywords listed once) becomes the new starting point.
      reset(saved.seo);
      showSuccessToast(websiteSeoMessages.saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
    }
  }, toastFirstFormError);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Google info"
      sx={{ display: 'grid', gap: 3, '& input, & textarea, & button': { scrollMarginBottom: 96 } }}
    >
      {unsavedPrompt}
      <WebsiteFormSection
        id="website-seo-fields"
        title="Search listing"
        hint="What people see when your website comes up on Google and other search engines."
      >
        <FormTextField
          control={control}
          name="title"
          label="Title"
          required
          helperText={`The link of your search result (${Array.from(title).length} of ${websiteSeoMaxLengths.title} characters; about 60 show)`}
        />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          required
          multiline
          minRows={3}
          helperText={`${websiteSeoMessages.wordCount(advice.words)}. ${advice.advice}`}
        />
        <FormTextField
          control={control}
          name="keywords"
          label="Keywords"
          helperText="Words people search for, separated by commas"
        />
      </WebsiteFormSection>
      <WebsiteFormSection id="website-seo-preview" title="Search result preview">
        <SearchResultPreview siteAddress={answer.siteAddress} title={title} description={typedDescription} />
      </WebsiteFormSection>
      <WebsiteSaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
    </Box>
  );
}
