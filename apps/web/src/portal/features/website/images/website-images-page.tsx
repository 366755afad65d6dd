import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  findWebsiteImageSlot,
  type WebsiteImage,
  type WebsiteImagesResponse,
  type WebsiteImagesUpdateInput,
  websiteImageSlotGroups,
  websiteImagesMessages,
  websiteImagesUpdateSchema,
} from '@sideline/domain';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, toastFirstFormError } from '../../../../ui/form-fields.tsx';
import { useTeamSession } from '../../../../ui/session/session-api.ts';
import { showSuccessToast } from '../../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../../ui/use-unsaved-changes-prompt.tsx';
import { WebsiteEditorLayout } from '../website-editor-layout.tsx';
import { WebsiteFormSection } from '../website-form-section.tsx';
import { WebsiteSaveBar } from '../website-save-bar.tsx';
import { useSaveWebsiteSlice, useWebsiteSlice } from '../website-slice-api.ts';
import { WebsiteSliceContent } from '../website-slice-content.tsx';
import { imageSlotFieldNames, WebsiteImageSlotFields } from './website-image-slot-fields.tsx';

const websiteImagesPath = '/portal/website/images';
const description =
  'The pictures of your home page, banners, store and the default pictures of your content, each with a title, link and description.';

/** /portal/website/images: Website → Images (spec part 1 §2 "Website editor", §3 `website.images`). */
export function WebsiteImagesPage() {
  const { team } = useTeamSession();
  const images = useWebsiteSlice('images', team.id);
  return (
    <WebsiteEditorLayout portalPath={websiteImagesPath} description={description}>
      <WebsiteSliceContent
        query={images}
        loadingLabel="Loading your website images"
        loadFailedMessage={websiteImagesMessages.loadFailed}
      >
        {(answer) => <WebsiteImagesForm teamId={team.id} answer={answer} />}
      </WebsiteSliceContent>
    </WebsiteEditorLayout>
  );
}

/**
 * The form's values: the slots the editor knows, in the stored order (a slot it does not know
 * stays on the server as it is). A picture is its id and address, what the field shows.
 */
function toFormValues(images: WebsiteImage[]): WebsiteImagesUpdateInput {
  return {
    images: images
      .filter((image) => findWebsiteImageSlot(image.id))
      .map(({ id, title, link, description, image }) => ({
        id,
        title,
        link,
        description,
        image: { file: image.file, link: image.link },
      })),
  };
}

/** The form, created once the stored slots are loaded (they are the form's starting point). */
export function WebsiteImagesForm({ teamId, answer }: { teamId: string; answer: WebsiteImagesResponse }) {
  const save = useSaveWebsiteSlice('images', teamId);
  const defaultValues = toFormValues(answer.images);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(websiteImagesUpdateSchema),
    defaultValues,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);
  // The slots never change place while the form lives: each is found in the list once.
  const slots = (defaultValues.images ?? []).map((entry, index) => ({
    slot: findWebsiteImageSlot(entry.id)!,
    index,
  }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      // The server's copy (trimmed, pictures in their stored size) becomes the new starting point.
      reset(toFormValues(saved.images));
      showSuccessToast(websiteImagesMessages.saved);
    } catch (error) {
      applyServerFieldErrors(
        error,
        setError,
        slots.flatMap(({ index }) => imageSlotFieldNames(index)),
      );
    }
  }, toastFirstFormError);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Website images"
      sx={{ display: 'grid', gap: 3, '& input, & textarea, & button': { scrollMarginBottom: 96 } }}
    >
      {unsavedPrompt}
      {websiteImageSlotGroups.map((group) => {
        const groupSlots = slots.filter(({ slot }) => slot.group === group.key);
        if (groupSlots.length === 0) return null;
        return (
          <WebsiteFormSection
            key={group.key}
            id={`website-images-${group.key}`}
            title={group.title}
            hint={group.hint}
          >
            {groupSlots.map(({ slot, index }) => (
              <WebsiteImageSlotFields key={slot.id} control={control} slot={slot} index={index} />
            ))}
          </WebsiteFormSection>
        );
      })}
      <WebsiteSaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
    </Box>
  );
}
