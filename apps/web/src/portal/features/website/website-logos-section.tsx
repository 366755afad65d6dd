import Box from '@mui/material/Box';
import {
  type StoredImage,
  type TeamLogo,
  type WebsiteLogosResponse,
  type WebsiteLogosUpdate,
  websiteLogosMessages,
} from '@sideline/domain';
import { useState } from 'react';
import { isApiError } from '../../../ui/api-client.ts';
import { ImageSlotField } from '../../../ui/media/image-slot-field.tsx';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { WebsiteFormSection } from './website-form-section.tsx';
import { useSaveWebsiteSlice, useWebsiteSlice } from './website-slice-api.ts';
import { WebsiteSliceContent } from './website-slice-content.tsx';

type LogoSlot = keyof WebsiteLogosUpdate;

const logoSlots: { slot: LogoSlot; label: string; helperText: string }[] = [
  {
    slot: 'logo',
    label: 'Logo',
    helperText:
      'Shown in your site header, in search results and in this portal. A PNG with a clear background works best.',
  },
  {
    slot: 'silhouetteLogo',
    label: 'Silhouette logo',
    helperText: 'A one-color outline of your logo, shown over photos and dark backgrounds.',
  },
];

/** What a slot shows: the 196 px variant when there is one (sharp in the 120 px box), else the logo. */
function toShownImage(logo: TeamLogo): StoredImage {
  return logo.logo2.link ? logo.logo2 : logo.logo;
}

/**
 * Website → Info, Logos (spec part 1 §2 "logo and silhouette logo"): each logo is chosen from the
 * library or uploaded and cropped, or removed, and saved at once on its own (PUT
 * /api/website/logos); the server makes the size variants.
 */
export function WebsiteLogosSection({ teamId }: { teamId: string }) {
  const logos = useWebsiteSlice('logos', teamId);
  return (
    <WebsiteFormSection
      id="website-info-logos"
      title="Logos"
      hint="Upload a picture and crop it, or choose one from your library. A change is saved straight away."
    >
      <WebsiteSliceContent
        query={logos}
        loadingLabel="Loading your logos"
        loadFailedMessage={websiteLogosMessages.loadFailed}
      >
        {(stored) => <WebsiteLogosFields teamId={teamId} stored={stored} />}
      </WebsiteSliceContent>
    </WebsiteFormSection>
  );
}

function WebsiteLogosFields({ teamId, stored }: { teamId: string; stored: WebsiteLogosResponse }) {
  const save = useSaveWebsiteSlice('logos', teamId);
  // The picture being saved, shown in its slot until the server answers.
  const [pending, setPending] = useState<{ slot: LogoSlot; image: StoredImage } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LogoSlot, string>>>({});

  const saveSlot = async (slot: LogoSlot, image: StoredImage) => {
    setPending({ slot, image });
    setFieldErrors({});
    const choice: WebsiteLogosUpdate = {
      logo: stored.logo.logo.file || null,
      silhouetteLogo: stored.silhouetteLogo.logo.file || null,
      [slot]: image.file || null,
    };
    try {
      await save.mutateAsync(choice);
      showSuccessToast(websiteLogosMessages.saved);
    } catch (error) {
      // The toast comes from the query client; a message about one logo also goes under it.
      if (isApiError(error)) setFieldErrors(error.fields as Partial<Record<LogoSlot, string>>);
    } finally {
      setPending(null);
    }
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' }}
    >
      {logoSlots.map(({ slot, label, helperText }) => {
        const isPending = pending?.slot === slot;
        return (
          <ImageSlotField
            key={slot}
            label={label}
            purpose="logo"
            cropBeforeUpload
            value={isPending ? pending.image : toShownImage(stored[slot])}
            fallbackSrc={isPending ? undefined : stored[slot].logo.link || undefined}
            onChange={(image) => saveSlot(slot, image)}
            disabled={save.isPending}
            error={fieldErrors[slot]}
            helperText={helperText}
          />
        );
      })}
    </Box>
  );
}
