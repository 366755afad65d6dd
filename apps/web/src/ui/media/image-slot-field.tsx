import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ImagePurpose, StoredImage } from '@sideline/domain';
import { useId, useState } from 'react';
import { MediaPickerDialog } from './media-picker-dialog.tsx';
import { RetryingImage } from './retrying-image.tsx';

export interface ImageSlotFieldProps {
  label: string;
  value: StoredImage;
  onChange: (image: StoredImage) => void;
  purpose: ImagePurpose;
  required?: boolean;
  error?: string;
  helperText?: string;
  /** Another size variant of the current image, tried when `value.link` does not load. */
  fallbackSrc?: string;
  /** Frame a new picture before it is uploaded. */
  cropBeforeUpload?: boolean;
  /** While the slot is being saved: the buttons wait. */
  disabled?: boolean;
}

const noImage: StoredImage = { file: '', link: '' };

/**
 * One image slot of a form: the current picture, "Choose image" (the team's library or a new
 * upload) and "Remove". The chosen media goes out as `{ file: media id, link, width, height }`;
 * the server works out the variant the slot needs when it is saved.
 */
export function ImageSlotField({
  label,
  value,
  onChange,
  purpose,
  required = false,
  error,
  helperText,
  fallbackSrc,
  cropBeforeUpload,
  disabled = false,
}: ImageSlotFieldProps) {
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const labelId = useId();
  const helperId = useId();
  const hasImage = Boolean(value.link);
  const helper = error ?? helperText;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helper ? helperId : undefined}>
      <Typography
        id={labelId}
        variant="subtitle1"
        component="span"
        sx={{ display: 'block', fontWeight: 600, mb: 1 }}
      >
        {label}
        {required && (
          <>
            <Box component="span" aria-hidden="true" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
              {' *'}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {' (required)'}
            </Box>
          </>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          sx={{
            width: 160,
            height: 120,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 1.5,
            bgcolor: 'grey.100',
            overflow: 'hidden',
          }}
        >
          {hasImage ? (
            <RetryingImage
              src={value.link}
              fallbackSrc={fallbackSrc}
              alt={`${label}, current image`}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              No image
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            onClick={() => setIsPickerOpen(true)}
            disabled={disabled}
            aria-label={`Choose image for ${label}`}
          >
            Choose image
          </Button>
          {hasImage && (
            <Button
              color="error"
              onClick={() => onChange(noImage)}
              disabled={disabled}
              aria-label={`Remove ${label}`}
            >
              Remove
            </Button>
          )}
        </Box>
      </Box>
      {helper && (
        <FormHelperText id={helperId} error={Boolean(error)}>
          {helper}
        </FormHelperText>
      )}
      <MediaPickerDialog
        open={isPickerOpen}
        onClose={() => setIsPickerOpen(false)}
        onPick={(media) =>
          onChange({ file: media.id, link: media.url, width: media.width, height: media.height })
        }
        purpose={purpose}
        title={`Choose the ${label.toLowerCase()}`}
        cropBeforeUpload={cropBeforeUpload}
      />
    </Box>
  );
}
