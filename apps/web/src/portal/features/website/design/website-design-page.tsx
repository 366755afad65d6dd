import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  buildSitePreviewQuery,
  type DesignPageType,
  defaultBannerWelcomePhrase,
  type WebsiteDesignResponse,
  type WebsiteDesignUpdate,
  type WebsiteDesignUpdateInput,
  type WebsiteStyles,
  websiteDesignMaxLengths,
  websiteDesignMessages,
  websiteDesignUpdateSchema,
} from '@sideline/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useWatch } from 'react-hook-form';
import { FormTextField, toastFirstFormError } from '../../../../ui/form-fields.tsx';
import { useTeamSession } from '../../../../ui/session/session-api.ts';
import { WebsiteEditorLayout } from '../website-editor-layout.tsx';
import { WebsiteFormSection } from '../website-form-section.tsx';
import { useWebsiteSlice } from '../website-slice-api.ts';
import { WebsiteSliceContent } from '../website-slice-content.tsx';
import { useWebsiteSliceForm, WebsiteSliceForm } from '../website-slice-form.tsx';
import { ColorField, ContrastWarnings } from './color-fields.tsx';
import { DesignPicker } from './design-picker.tsx';
import { type EditorNavLink, toEditorNavLinks } from './nav-link-tree.ts';
import { NavLinksEditor } from './nav-links-editor.tsx';

const websiteDesignPath = '/portal/website/design';
const description = 'A design for each page type, banner text, colors, dark mode and the navigation links.';

/**
 * The form's values: the save request, with editor keys on the links. The schema validates them
 * and drops the keys, so what a submit hands over is a `WebsiteDesignUpdate`.
 */
type DesignFormValues = Omit<WebsiteDesignUpdateInput, 'navLinks'> & { navLinks: EditorNavLink[] };
const designResolver = zodResolver(websiteDesignUpdateSchema) as unknown as Resolver<DesignFormValues>;

function toFormValues(styles: WebsiteStyles): DesignFormValues {
  const { designs, colors, darkMode, bannerText, navLinks } = styles;
  return { designs, colors, darkMode, bannerText, navLinks: toEditorNavLinks(navLinks) };
}

/** The editor's unsaved preview: the page type it shows and the values that differ from the stored ones. */
interface DesignPreview {
  pageType: DesignPageType;
  overrides: Record<string, string>;
}

/**
 * /portal/website/design: Website → Design (spec part 1 §2 "Website editor"). The frame and its
 * live preview stay mounted from the first render: the preview of the stored design starts with
 * the page, while the design loads, and the editor only adds the unsaved values it differs by.
 */
export function WebsiteDesignPage() {
  const { team } = useTeamSession();
  const design = useWebsiteSlice('design', team.id);
  const [preview, setPreview] = useState<DesignPreview>({ pageType: 'homepage', overrides: {} });
  return (
    <WebsiteEditorLayout
      portalPath={websiteDesignPath}
      description={description}
      previewPath={design.data?.previewPaths[preview.pageType]}
      previewOverrides={preview.overrides}
    >
      {design.isSuccess ? (
        <WebsiteDesignEditor teamId={team.id} answer={design.data} onPreviewChange={setPreview} />
      ) : (
        <WebsiteSliceContent
          query={design}
          loadingLabel="Loading your design"
          loadFailedMessage={websiteDesignMessages.loadFailed}
        >
          {() => null}
        </WebsiteSliceContent>
      )}
    </WebsiteEditorLayout>
  );
}

/** The preview's query: only the values that differ from the stored ones (the server applies those). */
function buildPreviewOverrides(
  stored: WebsiteStyles,
  pageType: DesignPageType,
  values: Pick<WebsiteStyles, 'designs' | 'colors' | 'darkMode'> & { bannerText?: string },
): Record<string, string> {
  const changed = <T,>(value: T, storedValue: T) => (value === storedValue ? undefined : value);
  return buildSitePreviewQuery({
    design: changed(values.designs[pageType], stored.designs[pageType] ?? 1),
    primaryColor: changed(values.colors.primaryColor, stored.colors.primaryColor),
    secondaryColor: changed(values.colors.secondaryColor, stored.colors.secondaryColor),
    fontColor: changed(values.colors.fontColor, stored.colors.fontColor),
    darkMode: changed(values.darkMode, stored.darkMode),
    bannerText: changed(values.bannerText ?? '', stored.bannerText),
  });
}

/** The form, created once the stored design is loaded (it is the form's starting point). */
export function WebsiteDesignEditor({
  teamId,
  answer,
  onPreviewChange,
}: {
  teamId: string;
  answer: WebsiteDesignResponse;
  /** Called when the page type or an unsaved value the preview shows changes. */
  onPreviewChange: (preview: DesignPreview) => void;
}) {
  const [pageType, setPageType] = useState<DesignPageType>('homepage');
  const formRef = useRef<HTMLFormElement>(null);
  // The links' fields are not registered one by one, so the form finds the first one marked invalid.
  const onInvalid = (errors: FieldErrors) => {
    toastFirstFormError(errors);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };
  const designForm = useWebsiteSliceForm({
    slice: 'design',
    teamId,
    resolver: designResolver,
    // The schema drops the editor keys: what it hands over is the save request.
    toRequest: (values) => values as unknown as WebsiteDesignUpdate,
    defaultValues: toFormValues(answer.styles),
    // The server's copy (trimmed, openNewTab derived) becomes the new starting point.
    toFormValues: (saved) => toFormValues(saved.styles),
    savedMessage: websiteDesignMessages.saved,
    // No serverFields: every field the server names sits somewhere in this form, the links' nested
    // ones included.
    onInvalid,
  });
  const { control, setValue, formState } = designForm.form;
  const [designs, colors, darkMode, bannerText] = useWatch({
    control,
    name: ['designs', 'colors', 'darkMode', 'bannerText'],
  });

  // One object while the values stay the same, so the memoized design tiles skip re-rendering.
  const { primaryColor, secondaryColor, fontColor } = colors;
  const look = useMemo(
    () => ({ primaryColor, secondaryColor, fontColor, darkMode }),
    [primaryColor, secondaryColor, fontColor, darkMode],
  );
  const overrides = buildPreviewOverrides(answer.styles, pageType, { designs, colors, darkMode, bannerText });
  const overridesKey = JSON.stringify(overrides);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the overrides' content is the key
  useEffect(() => onPreviewChange({ pageType, overrides }), [pageType, overridesKey, onPreviewChange]);

  return (
    <WebsiteSliceForm
      state={designForm}
      label="Design"
      ref={formRef}
      sx={{ '& input, & button': { scrollMarginTop: 96 } }}
    >
      <WebsiteFormSection
        id="website-design-pages"
        title="Page designs"
        hint="Sixteen layouts for each kind of page, sketched in your colors. The preview shows your own page in the design you pick."
      >
        <DesignPicker
          pageType={pageType}
          onPageTypeChange={setPageType}
          look={look}
          designs={designs}
          onDesignChange={(type, design) =>
            setValue(`designs.${type}`, design, {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            })
          }
          error={formState.errors.designs?.[pageType]?.message}
        />
      </WebsiteFormSection>
      <WebsiteFormSection id="website-design-look" title="Colors and banner">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <ColorField control={control} name="colors.primaryColor" label="Primary color" />
          <ColorField control={control} name="colors.secondaryColor" label="Secondary color" />
          <ColorField control={control} name="colors.fontColor" label="Font color" />
        </Box>
        <ContrastWarnings {...colors} darkMode={darkMode} />
        <Controller
          control={control}
          name="darkMode"
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <FormControlLabel
              control={
                <Switch
                  slotProps={{ input: { ref } }}
                  checked={value === 'dark'}
                  onChange={(event) => onChange(event.target.checked ? 'dark' : 'light')}
                  onBlur={onBlur}
                />
              }
              label="Dark mode"
            />
          )}
        />
        <FormTextField
          control={control}
          name="bannerText"
          label="Banner text"
          placeholder={defaultBannerWelcomePhrase}
          helperText={`Shown over your home page's main image (up to ${websiteDesignMaxLengths.bannerText} characters). Leave it empty to show your slogan.`}
        />
      </WebsiteFormSection>
      <WebsiteFormSection
        id="website-design-nav"
        title="Navigation"
        hint="The menu of your site: main links, and up to two levels of links under them. Custom links to other websites open in a new tab, pages of your site in the same tab. Pointing a link elsewhere removes its sub-links."
      >
        <Controller
          control={control}
          name="navLinks"
          render={({ field: { value, onChange } }) => (
            <NavLinksEditor
              links={value}
              onChange={onChange}
              targets={answer.linkTargets}
              errors={formState.errors}
            />
          )}
        />
      </WebsiteFormSection>
    </WebsiteSliceForm>
  );
}
