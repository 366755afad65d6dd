import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ImagePurpose, MediaAsset } from '@sideline/domain';
import { type ReactNode, useId, useState } from 'react';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { ImageCropStep } from './image-crop-step.tsx';
import { useMediaLibrary } from './media-library-api.ts';
import { MediaLibraryGrid } from './media-library-grid.tsx';
import { MediaUploadArea, MediaUploadList } from './media-upload-area.tsx';
import { acceptedImageTypeList, findUploadRefusal, uploadHint } from './upload-rules.ts';
import { useMediaUploads } from './use-media-uploads.ts';

export interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the image the admin takes; the dialog then closes itself through onClose. */
  onPick: (media: MediaAsset) => void;
  purpose: ImagePurpose;
  title?: string;
  /** Frame each new picture before it is uploaded (logos); uploads then go one at a time. */
  cropBeforeUpload?: boolean;
}

/**
 * Chooses an image for a slot: the team's library as a grid of thumbnails, and an upload area
 * (button or drag and drop, several files at once, each with its own progress and message).
 * A picture just uploaded joins the library, selected. Full screen on a phone.
 */
export function MediaPickerDialog({
  open,
  onClose,
  onPick,
  purpose,
  title = 'Choose an image',
  cropBeforeUpload = false,
}: MediaPickerDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Mounted only while open, so each opening starts with a fresh upload list and selection. */}
      {open && (
        <MediaPickerContent
          onClose={onClose}
          onPick={onPick}
          purpose={purpose}
          cropBeforeUpload={cropBeforeUpload}
        />
      )}
    </Dialog>
  );
}

function MediaPickerContent({
  onClose,
  onPick,
  purpose,
  cropBeforeUpload,
}: Omit<MediaPickerDialogProps, 'open' | 'title'> & { cropBeforeUpload: boolean }) {
  const library = useMediaLibrary();
  const [selected, setSelected] = useState<MediaAsset | null>(null);
  const [filesToCrop, setFilesToCrop] = useState<File[]>([]);
  const { uploads, startUpload, refuseUpload } = useMediaUploads(purpose, setSelected);

  const pick = (media: MediaAsset) => {
    onPick(media);
    onClose();
  };

  const acceptFiles = (files: File[]) => {
    const acceptable: File[] = [];
    for (const file of files) {
      const refusal = findUploadRefusal(file);
      if (refusal) refuseUpload(file, refusal);
      else acceptable.push(file);
    }
    if (cropBeforeUpload) setFilesToCrop((queue) => [...queue, ...acceptable]);
    else for (const file of acceptable) void startUpload(file);
  };

  const fileToCrop = filesToCrop[0];
  if (fileToCrop) {
    const next = () => setFilesToCrop((queue) => queue.slice(1));
    return (
      <DialogContent dividers>
        <ImageCropStep
          file={fileToCrop}
          onCancel={next}
          onConfirm={(crop) => {
            void startUpload(fileToCrop, crop);
            next();
          }}
        />
      </DialogContent>
    );
  }

  let libraryContent: ReactNode;
  if (library.isPending) libraryContent = <LoadingSpinner label="Loading your images" />;
  else if (library.error) {
    libraryContent = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => library.refetch()}>
            Try again
          </Button>
        }
      >
        We could not load your images.
      </Alert>
    );
  } else if (library.data.length === 0) {
    libraryContent = <Typography color="text.secondary">No images yet. Upload one above.</Typography>;
  } else {
    libraryContent = (
      <>
        <MediaLibraryGrid
          label="Your images"
          media={library.data}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
          onPick={pick}
        />
        {library.hasNextPage && (
          <Button
            onClick={() => library.fetchNextPage()}
            loading={library.isFetchingNextPage}
            sx={{ justifySelf: 'center' }}
          >
            Show more images
          </Button>
        )}
      </>
    );
  }

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <MediaUploadArea
          onFiles={acceptFiles}
          isMultiple={!cropBeforeUpload}
          accept={acceptedImageTypeList}
          hint={uploadHint}
        />
        <MediaUploadList uploads={uploads} />
        <Box component="section" aria-label="Your library" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Your library
          </Typography>
          {libraryContent}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!selected} onClick={() => selected && pick(selected)}>
          Use image
        </Button>
      </DialogActions>
    </>
  );
}
