import Box from '@mui/material/Box';
import type { WebsiteImageSlot, WebsiteImagesUpdate, WebsiteImagesUpdateInput } from '@sideline/domain';
import { type Control, Controller } from 'react-hook-form';
import { FormTextField } from '../../../../ui/form-fields.tsx';
import { ImageSlotField } from '../../../../ui/media/image-slot-field.tsx';

type ImagesControl = Control<WebsiteImagesUpdateInput, unknown, WebsiteImagesUpdate>;

/** The size each slot's picture is stored in, as the field's hint says it. */
const slotSizeHints: Record<WebsiteImageSlot['purpose'], string> = {
  feature: 'Stored at 1600x900, cropped from the middle',
  banner: 'Stored at 1600x700, cropped from the middle',
};

/** The form paths of a slot's inputs, where the server's messages may land. */
export function imageSlotFieldNames(index: number): string[] {
  return ['id', 'image', 'title', 'link', 'description'].map((key) => `images.${index}.${key}`);
}

/**
 * One image slot of Website → Images: its picture (the team's library or a new upload) and the
 * title, link and description the site shows with it. `index` is the slot's place in the form's list.
 */
export function WebsiteImageSlotFields({
  control,
  slot,
  index,
}: {
  control: ImagesControl;
  slot: WebsiteImageSlot;
  index: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // Picture beside its texts where the editor column is wide enough; stacked on phones.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '11rem minmax(0, 1fr)' },
        alignItems: 'start',
        pb: 2.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { pb: 0, borderBottom: 0 },
      }}
    >
      <Controller
        control={control}
        name={`images.${index}.image`}
        render={({ field, fieldState }) => (
          <ImageSlotField
            label={slot.imageTitle}
            value={{ file: field.value?.file ?? '', link: field.value?.link ?? '' }}
            onChange={field.onChange}
            purpose={slot.purpose}
            required={slot.required}
            error={fieldState.error?.message}
            helperText={slotSizeHints[slot.purpose]}
          />
        )}
      />
      <Box
        role="group"
        aria-label={`${slot.imageTitle}: title, link and description`}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField control={control} name={`images.${index}.title`} label="Title" size="small" />
        <FormTextField
          control={control}
          name={`images.${index}.link`}
          label="Link"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
          helperText="A page of your site (/roster) or a web address (https://…)"
        />
        <FormTextField
          control={control}
          name={`images.${index}.description`}
          label="Description"
          size="small"
          multiline
          minRows={2}
        />
      </Box>
    </Box>
  );
}
