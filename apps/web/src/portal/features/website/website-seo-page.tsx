import { zodResolver } from '@hookform/resolvers/zod';
import {
  adviseSeoDescription,
  type WebsiteSeoResponse,
  websiteSeoMaxLengths,
  websiteSeoMessages,
  websiteSeoUpdateSchema,
} from '@sideline/domain';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { SearchResultPreview } from './search-result-preview.tsx';
import { WebsiteFormSection } from './website-form-section.tsx';
import { WebsiteSlicePage } from './website-slice-content.tsx';
import { useWebsiteSliceForm, WebsiteSliceForm } from './website-slice-form.tsx';

const websiteSeoPath = '/portal/website/seo';
const description = 'The title, description and keywords search engines show for your website.';
const fieldNames = ['title', 'description', 'keywords'] as const;

/** /portal/website/seo: Website → Google Info (SEO) (spec part 1 §2 "Website editor", §5). */
export function WebsiteSeoPage() {
  return (
    <WebsiteSlicePage
      slice="seo"
      portalPath={websiteSeoPath}
      description={description}
      loadingLabel="Loading your Google info"
      loadFailedMessage={websiteSeoMessages.loadFailed}
    >
      {(answer, teamId) => <WebsiteSeoForm teamId={teamId} answer={answer} />}
    </WebsiteSlicePage>
  );
}

/** The form, created once the stored SEO info is loaded (it is the form's starting point). */
export function WebsiteSeoForm({ teamId, answer }: { teamId: string; answer: WebsiteSeoResponse }) {
  const seoForm = useWebsiteSliceForm({
    slice: 'seo',
    teamId,
    resolver: zodResolver(websiteSeoUpdateSchema),
    defaultValues: answer.seo,
    // The server's copy (trimmed, keywords listed once) becomes the new starting point.
    toFormValues: (saved) => saved.seo,
    savedMessage: websiteSeoMessages.saved,
    serverFields: fieldNames,
  });
  const { control } = seoForm.form;
  const [title = '', typedDescription = ''] = useWatch({ control, name: ['title', 'description'] });
  const advice = adviseSeoDescription(typedDescription);

  return (
    <WebsiteSliceForm state={seoForm} label="Google info">
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
    </WebsiteSliceForm>
  );
}
