import { zodResolver } from '@hookform/resolvers/zod';
import { type Sponsor, sponsorInputSchema, sponsorMessages, storedImageSchema } from '@sideline/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ContentEditor,
  ContentOrderButton,
  type ContentSectionConfig,
  ContentSectionPage,
  PublishToggle,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';

export const sponsorsSection: ContentSectionConfig = {
  key: 'sponsors',
  apiPath: '/api/sponsors',
  basePath: '/portal/sponsors',
  entity: 'sponsor',
  singular: 'sponsor',
  messages: sponsorMessages,
};

/** The form holds the logo as the picture it shows; Save sends its library id. */
const sponsorFormSchema = sponsorInputSchema.extend({ logo: storedImageSchema });
type SponsorFormValues = z.input<typeof sponsorFormSchema>;
const fieldNames = ['name', 'logo', 'url', 'notes', 'published'] as const;

const toFormValues = (sponsor: Sponsor | null): SponsorFormValues => ({
  name: sponsor?.name ?? '',
  logo: sponsor?.logo ?? { file: '', link: '' },
  url: sponsor?.url ?? '',
  notes: sponsor?.notes ?? '',
  published: sponsor?.published ?? true,
});

/** /portal/sponsors: the club's sponsors, in the order the public /sponsors page shows them. */
export function SponsorsPage() {
  return (
    <ContentSectionPage<Sponsor>
      config={sponsorsSection}
      section="Sponsors"
      title="Sponsors"
      description="Sponsors shown on your website, in your order: the first place comes first."
      listLabel="Sponsors"
      newLabel="New sponsor"
      actions={<ContentOrderButton config={sponsorsSection} listLabel="Sponsors" />}
      renderEditor={(sponsor) => <SponsorForm sponsor={sponsor} />}
    />
  );
}

function SponsorForm({ sponsor }: { sponsor: Sponsor | null }) {
  const form = useForm<SponsorFormValues>({
    resolver: zodResolver(sponsorFormSchema),
    defaultValues: toFormValues(sponsor),
  });
  const editor = useContentEditor({
    config: sponsorsSection,
    record: sponsor,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.name,
    toInput: (values) => ({ ...values, logo: values.logo?.file ?? '' }),
  });
  const { control } = form;
  return (
    <ContentEditor heading={sponsor ? sponsor.name : 'New sponsor'} formLabel="Sponsor" editor={editor}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormImageSlotField
        control={control}
        name="logo"
        label="Logo"
        purpose="logo"
        helperText="Shown on your sponsors page"
      />
      <FormTextField
        control={control}
        name="url"
        label="Website"
        type="url"
        placeholder="https://"
        helperText="Visitors who click the logo go here"
      />
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={3}
        helperText="Shown with the sponsor on your sponsors page"
      />
      <PublishToggle control={control} name="published" />
    </ContentEditor>
  );
}
