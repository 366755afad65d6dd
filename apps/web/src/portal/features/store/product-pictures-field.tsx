import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { StoredImage } from '@sideline/domain';
import { useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { MediaPickerDialog } from '../../../ui/media/media-picker-dialog.tsx';
import { RetryingImage } from '../../../ui/media/retrying-image.tsx';

/** Moves the item at `from` one place earlier or later. */
function moveItem<T>(items: readonly T[], from: number, direction: -1 | 1): T[] {
  const to = from + direction;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

const pictureName = (index: number) => (index === 0 ? 'the main picture' : `picture ${index + 1}`);

/**
 * A product's pictures in order, from the media library or a new upload: the first is the main
 * picture (the store's card and the product page's large image), the others follow it.
 */
export function ProductPicturesField<T extends FieldValues>({
  control,
  name,
  max,
}: {
  control: Control<T>;
  name: Path<T>;
  max: number;
}) {
  const [isPicking, setIsPicking] = useState(false);
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const pictures = (field.value ?? []) as StoredImage[];
        return (
          <Box role="group" aria-labelledby={labelId}>
            <Typography id={labelId} variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
              Pictures
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The first picture is the main one. Up to {max}.
            </Typography>
            {pictures.length > 0 ? (
              <Box
                component="ol"
                aria-label="Pictures, main first"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
              >
                {pictures.map((picture, index) => (
                  <Box
                    component="li"
                    key={picture.file}
                    sx={{ width: 148, border: 1, borderColor: 'divider', borderRadius: 1.5, p: 0.5 }}
                  >
                    <Box
                      sx={{
                        height: 100,
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        bgcolor: 'grey.100',
                        overflow: 'hidden',
                      }}
                    >
                      <RetryingImage
                        src={picture.link}
                        alt={index === 0 ? 'Main picture' : `Picture ${index + 1}`}
                        style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                      />
                    </Box>
                    <Box sx={{ display: 'flex', alignItems: 'center' }}>
                      <Typography variant="caption" sx={{ flex: 1, pl: 0.5 }}>
                        {index === 0 ? 'Main' : index + 1}
                      </Typography>
                      <IconButton
                        size="small"
                        aria-label={`Move ${pictureName(index)} earlier`}
                        disabled={index === 0}
                        onClick={() => field.onChange(moveItem(pictures, index, -1))}
                      >
                        <ArrowBackIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={`Move ${pictureName(index)} later`}
                        disabled={index === pictures.length - 1}
                        onClick={() => field.onChange(moveItem(pictures, index, 1))}
                      >
                        <ArrowForwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`Remove ${pictureName(index)}`}
                        onClick={() => field.onChange(pictures.filter((_, i) => i !== index))}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography variant="body2">No pictures yet.</Typography>
            )}
            <Button
              variant="outlined"
              startIcon={<AddPhotoAlternateOutlinedIcon />}
              onClick={() => setIsPicking(true)}
              disabled={pictures.length >= max}
              sx={{ mt: 1 }}
            >
              Add a picture
            </Button>
            <MediaPickerDialog
              open={isPicking}
              purpose="feature"
              title="Add a picture of the product"
              onClose={() => setIsPicking(false)}
              onPick={(media) => {
                if (pictures.some((p) => p.file === media.id)) return;
                field.onChange([
                  ...pictures,
                  { file: media.id, link: media.url, width: media.width, height: media.height },
                ]);
              }}
            />
          </Box>
        );
      }}
    />
  );
}
