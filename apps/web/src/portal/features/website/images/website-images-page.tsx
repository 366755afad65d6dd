import { zodResolver } from '@hookform/resolvers/zod';
import {
  findWebsiteImageSlot,
  type WebsiteImage,
  type WebsiteImagesResponse,
  type WebsiteImagesUpdateInput,
  websiteImageSlotGroups,
  websiteImagesMessages,
  websiteImagesUpdateSchema,
} from '@sideline/domain';
import { WebsiteFormSection } from '../website-form-section.tsx';
import { WebsiteSlicePage } from '../website-slice-content.tsx';
import { useWebsiteSliceForm, WebsiteSliceForm } from '../website-slice-form.tsx';
import { imageSlotFieldNames, WebsiteImageSlotFields } from './website-image-slot-fields.tsx';

const websiteImagesPath = '/portal/website/images';
const description =
  'The pictures of your home page, banners, store and the default pictures of your content, each with a title, link and description.';

/** /portal/website/images: Website → Images (spec part 1 §2 "Website editor", §3 `website.images`). */
export function WebsiteImagesPage() {
  return (
    <WebsiteSlicePage
      slice="images"
      portalPath={websiteImagesPath}
      description={description}
      loadingLabel="Loading your website images"
      loadFailedMessage={websiteImagesMessages.loadFailed}
    >
      {(answer, teamId) => <WebsiteImagesForm teamId={teamId} answer={answer} />}
    </WebsiteSlicePage>
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
  const defaultValues = toFormValues(answer.images);
  // The slots never change place while the form lives: each is found in the list once.
  const slots = (defaultValues.images ?? []).map((entry, index) => ({
    slot: findWebsiteImageSlot(entry.id)!,
    index,
  }));
  const imagesForm = useWebsiteSliceForm({
    slice: 'images',
    teamId,
    resolver: zodResolver(websiteImagesUpdateSchema),
    defaultValues,
    // The server's copy (trimmed, pictures in their stored size) becomes the new starting point.
    toFormValues: (saved) => toFormValues(saved.images),
    savedMessage: websiteImagesMessages.saved,
    serverFields: slots.flatMap(({ index }) => imageSlotFieldNames(index)),
  });

  return (
    <WebsiteSliceForm state={imagesForm} label="Website images">
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
              <WebsiteImageSlotFields
                key={slot.id}
                control={imagesForm.form.control}
                slot={slot}
                index={index}
              />
            ))}
          </WebsiteFormSection>
        );
      })}
    </WebsiteSliceForm>
  );
}
