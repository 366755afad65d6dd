import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MediaCrop } from '@sideline/domain';
import { useEffect, useId, useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { toSourceCrop } from './crop-rectangle.ts';

const wholePicture: PercentCrop = { unit: '%', x: 0, y: 0, width: 100, height: 100 };

/** Short names for the frame and its handles (the library's own are long sentences). */
const cropAriaLabels = {
  cropArea: 'Crop frame: the arrow keys move it',
  nwDragHandle: 'Top left corner: the arrow keys resize',
  nDragHandle: 'Top edge: the arrow keys resize',
  neDragHandle: 'Top right corner: the arrow keys resize',
  eDragHandle: 'Right edge: the arrow keys resize',
  seDragHandle: 'Bottom right corner: the arrow keys resize',
  sDragHandle: 'Bottom edge: the arrow keys resize',
  swDragHandle: 'Bottom left corner: the arrow keys resize',
  wDragHandle: 'Left edge: the arrow keys resize',
};

interface ImageCropStepProps {
  file: File;
  onCancel: () => void;
  /** Upload the file, cut to `crop` (undefined: the whole picture). */
  onConfirm: (crop: MediaCrop | undefined) => void;
}

/**
 * Lets the admin frame a picture before it is uploaded: any shape (logos are wide, tall or
 * square). Only the rectangle is sent; the server does the cutting from the original. A file the
 * browser cannot show is uploaded whole, and the server says whether it is an image it takes.
 */
export function ImageCropStep({ file, onCancel, onConfirm }: ImageCropStepProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop>(wholePicture);
  const imageRef = useRef<HTMLImageElement>(null);
  const hintId = useId();

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    setCrop(wholePicture);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const confirm = () => {
    const image = imageRef.current;
    onConfirm(image?.naturalWidth ? toSourceCrop(crop, image.naturalWidth, image.naturalHeight) : undefined);
  };

  return (
    <Box component="section" aria-label={`Crop ${file.name}`} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={hintId} color="text.secondary">
        Drag the frame or its corners to crop {file.name}. With a keyboard, focus the frame and move it with
        the arrow keys; focus a corner to resize it.
      </Typography>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          borderRadius: 1,
          p: 1,
          // The library's focus outline is faint; make the focused frame and corner plain to see.
          '& .ReactCrop__crop-selection:focus-visible, & .ReactCrop__drag-handle:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {previewUrl && (
          <ReactCrop
            ariaLabels={cropAriaLabels}
            crop={crop}
            onChange={(_, percent) => setCrop(percent)}
            keepSelection
            minWidth={8}
            minHeight={8}
          >
            <img
              ref={imageRef}
              src={previewUrl}
              alt={`${file.name}, to crop`}
              aria-describedby={hintId}
              onError={() => onConfirm(undefined)}
              style={{ display: 'block', maxWidth: '100%', maxHeight: '55vh' }}
            />
          </ReactCrop>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={() => setCrop(wholePicture)}>Whole picture</Button>
        <Button variant="contained" onClick={confirm}>
          Upload
        </Button>
      </Box>
    </Box>
  );
}
