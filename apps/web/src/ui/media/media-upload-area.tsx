import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { MediaUpload } from './use-media-uploads.ts';

interface MediaUploadAreaProps {
  onFiles: (files: File[]) => void;
  /** Several files at once (off where each one is cropped in turn). */
  isMultiple: boolean;
  /** What the server takes, e.g. "JPEG, PNG, WebP, GIF or AVIF, up to 15 MB each". */
  hint: string;
  accept: string;
}

/** Where files come in: a button that opens the file chooser, and a drop zone around it. */
export function MediaUploadArea({ onFiles, isMultiple, hint, accept }: MediaUploadAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragOver, setIsDragOver] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(isMultiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragOver(true);
      }}
      onDragLeave={() => setIsDragOver(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: isDragOver ? 'primary.main' : 'divider',
        bgcolor: isDragOver ? 'action.hover' : 'transparent',
        textAlign: 'center',
      }}
    >
      <CloudUploadOutlinedIcon color="action" aria-hidden="true" />
      <Typography>Drag {isMultiple ? 'images' : 'an image'} here, or</Typography>
      <Button variant="outlined" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
        {isMultiple ? 'Upload images' : 'Upload an image'}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {hint}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={isMultiple}
        hidden
        aria-label={isMultiple ? 'Images to upload' : 'Image to upload'}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still counts as a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}

/** Each upload of this visit with its progress, or why it was refused. */
export function MediaUploadList({ uploads }: { uploads: MediaUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Uploads"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {uploads.map((upload) => (
        <Box component="li" key={upload.key} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" noWrap title={upload.fileName} sx={{ fontWeight: 600 }}>
            {upload.fileName}
          </Typography>
          {upload.status === 'uploading' && (
            <LinearProgress
              variant="determinate"
              value={Math.round(upload.progress * 100)}
              aria-label={`Uploading ${upload.fileName}`}
            />
          )}
          {upload.status === 'uploaded' && (
            <Typography variant="body2" color="success.main" role="status">
              Uploaded
            </Typography>
          )}
          {upload.status === 'refused' && (
            <Typography variant="body2" color="error" role="alert">
              {upload.message}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
