import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomPage,
  customPageInputSchema,
  customPageMessages,
  storedImageSchema,
} from '@sideline/domain';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  customSectionTabs,
  PublishToggle,
  SectionTabs,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FieldGrid, FormTextField } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';

const config: ContentSectionConfig = {
  key: 'custom-pages',
  apiPath: '/api/custom-pages',
  basePath: '/portal/custom/pages',
  entity: 'custom',
  singular: 'custom page',
  messages: customPageMessages,
};

/** The form holds the picture it shows; Save sends its library id. */
const customPageFormSchema = customPageInputSchema.extend({ featureImage: storedImageSchema });
type CustomPageFormValues = z.input<typeof customPageFormSchema>;
const fieldNames = ['title', 'urlId', 'content', 'description', 'featureImage', 'published'] as const;

const toFormValues = (page: CustomPage | null): CustomPageFormValues => ({
  title: page?.title ?? '',
  urlId: page?.urlId ?? '',
  content: page?.content ?? '',
  description: page?.description ?? '',
  featureImage: page?.featureImage ?? { file: '', link: '' },
  published: page?.published ?? true,
});

/** /portal/custom/pages: the team's own pages, each at /pages/{address} on its site. */
export function CustomPagesPage() {
  return (
    <ContentSectionPage<CustomPage>
      config={config}
      section="Custom"
      title="Pages"
      description="Pages you write yourself: tryout information, history, travel, anything. Add them to your navigation in Website → Design."
      listLabel="Custom pages"
      newLabel="New page"
      tabs={<SectionTabs label="Custom" tabs={customSectionTabs} />}
      renderEditor={(page) => <CustomPageEditor page={page} />}
    />
  );
}

function CustomPageEditor({ page }: { page: CustomPage | null }) {
  const form = useForm<CustomPageFormValues>({
    resolver: zodResolver(customPageFormSchema) as unknown as Resolver<CustomPageFormValues>,
    defaultValues: toFormValues(page),
  });
  const editor = useContentEditor({
    config,
    record: page,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.title,
    toInput: (values) => ({ ...values, featureImage: values.featureImage?.file ?? '' }),
  });
  const { control } = form;
  return (
    <ContentEditor heading={page ? page.title : 'New page'} formLabel="Custom page" editor={editor}>
      <FieldGrid>
        <FormTextField control={control} name="title" label="Title" required />
        <PublishToggle control={control} name="published" />
      </FieldGrid>
      <FormTextField
        control={control}
        name="urlId"
        label="Address"
        helperText={
          page
            ? `The page is /pages/${page.urlId}. Change it only if you must: old links stop working.`
            : 'Leave empty to make it from the title, like tryout-information'
        }
      />
      <FormImageSlotField control={control} name="featureImage" label="Feature image" purpose="feature" />
      <RichTextField control={control} name="content" label="Page text" />
      <FormTextField
        control={control}
        name="description"
        label="Search description"
        multiline
        minRows={2}
        helperText="What search engines show under the title. Leave empty to use the start of the text."
      />
    </ContentEditor>
  );
}
