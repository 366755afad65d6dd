import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Gallery,
  type GalleryPhoto,
  type GalleryTag,
  galleryMessages,
  maxGalleryPhotos,
} from '@sideline/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ContentSectionConfig } from '../../../ui/content-section/index.ts';
import { DeleteConfirmDialog } from '../../../ui/content-section/index.ts';
import { MediaPickerDialog } from '../../../ui/media/media-picker-dialog.tsx';
import { MediaUploadArea, MediaUploadList } from '../../../ui/media/media-upload-area.tsx';
import { acceptedImageTypeList, findUploadRefusal, uploadHint } from '../../../ui/media/upload-rules.ts';
import { useMediaUploads } from '../../../ui/media/use-media-uploads.ts';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { usePhotoChanges } from './galleries-api.ts';
import { GalleryTagPicker, type TagChoice } from './gallery-tag-picker.tsx';

/**
 * A saved gallery's photos: uploads of several files at once (each with its progress, then added
 * to the gallery), pictures taken from the library, and per photo its place in the order (moved
 * earlier or later), its title, tags and removal.
 * The limit of 20 is checked here to save a wasted upload, and again on the server.
 */
export function GalleryPhotos({
  config,
  gallery,
  tagChoices,
}: {
  config: ContentSectionConfig;
  gallery: Gallery;
  tagChoices: TagChoice[];
}) {
  const changes = usePhotoChanges(config, gallery.id);
  // Uploads started here that are not in the gallery yet: they count against the limit too.
  const pending = useRef(0);
  const { uploads, startUpload, refuseUpload } = useMediaUploads('feature', (media) => {
    changes.mutate(
      { kind: 'add', mediaId: media.id },
      {
        onSettled: () => (pending.current -= 1),
        onSuccess: () => showSuccessToast(galleryMessages.photoAdded),
      },
    );
  });
  const [isPicking, setIsPicking] = useState(false);
  const [editing, setEditing] = useState<GalleryPhoto | null>(null);
  const [removing, setRemoving] = useState<GalleryPhoto | null>(null);
  const count = gallery.photos.length;
  const { move } = usePhotoMoves(gallery, (photoIds) => changes.mutate({ kind: 'arrange', photoIds }));

  const acceptFiles = (files: File[]) => {
    for (const file of files) {
      const refusal =
        findUploadRefusal(file) ??
        (count + pending.current >= maxGalleryPhotos ? galleryMessages.full : null);
      if (refusal) {
        refuseUpload(file, refusal);
        continue;
      }
      pending.current += 1;
      void startUpload(file);
    }
  };
  const nameOf = (tag: GalleryTag) => tagChoices.find((c) => c.id === tag.id)?.name ?? 'Deleted record';

  return (
    <Box component="section" aria-labelledby={`${gallery.id}-photos`} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={`${gallery.id}-photos`} variant="h6" component="h3" sx={{ flex: 1 }}>
          Photos
        </Typography>
        <Typography color={count >= maxGalleryPhotos ? 'warning.main' : 'text.secondary'} role="status">
          {count} of {maxGalleryPhotos}
        </Typography>
      </Box>
      {count >= maxGalleryPhotos ? (
        <Typography color="text.secondary">{galleryMessages.full}</Typography>
      ) : (
        <>
          <MediaUploadArea
            onFiles={acceptFiles}
            isMultiple
            hint={uploadHint}
            accept={acceptedImageTypeList}
          />
          <Box>
            <Button startIcon={<PhotoLibraryOutlinedIcon />} onClick={() => setIsPicking(true)}>
              Add from your library
            </Button>
          </Box>
        </>
      )}
      <MediaUploadList uploads={uploads} />
      {count > 0 && (
        <Box
          component="ul"
          aria-label="Photos of the gallery"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
          }}
        >
          {gallery.photos.map((photo, index) => (
            <Paper
              component="li"
              variant="outlined"
              key={photo.id}
              sx={{ overflow: 'hidden', display: 'grid' }}
            >
              <Box
                component="img"
                src={photo.image.link}
                alt={photo.title || `Photo ${index + 1}`}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
              />
              <Box sx={{ p: 1.5, display: 'grid', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {photo.title || `Photo ${index + 1}`}
                </Typography>
                {photo.tags.length > 0 && (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {photo.tags.map((tag) => (
                      <Chip
                        key={`${tag.type}-${tag.id}`}
                        size="small"
                        label={nameOf(tag)}
                        onDelete={() =>
                          changes.mutate(
                            { kind: 'untag', photoId: photo.id, tagId: tag.id },
                            { onSuccess: () => showSuccessToast(galleryMessages.tagRemoved) },
                          )
                        }
                      />
                    ))}
                  </Box>
                )}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <IconButton
                    id={moveButtonId(photo.id, 'earlier')}
                    aria-label={`Move ${photo.title || `photo ${index + 1}`} earlier`}
                    disabled={index === 0}
                    onClick={() => move(index, 'earlier')}
                  >
                    <ArrowBackIcon />
                  </IconButton>
                  <IconButton
                    id={moveButtonId(photo.id, 'later')}
                    aria-label={`Move ${photo.title || `photo ${index + 1}`} later`}
                    disabled={index === count - 1}
                    onClick={() => move(index, 'later')}
                    sx={{ mr: 'auto' }}
                  >
                    <ArrowForwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Edit ${photo.title || `photo ${index + 1}`}`}
                    onClick={() => setEditing(photo)}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${photo.title || `photo ${index + 1}`}`}
                    color="error"
                    onClick={() => setRemoving(photo)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <MediaPickerDialog
        open={isPicking}
        purpose="feature"
        title="Add a photo from your library"
        onClose={() => setIsPicking(false)}
        onPick={(media) =>
          changes.mutate(
            { kind: 'add', mediaId: media.id },
            { onSuccess: () => showSuccessToast(galleryMessages.photoAdded) },
          )
        }
      />
      <PhotoDialog
        photo={editing}
        tagChoices={tagChoices}
        onClose={() => setEditing(null)}
        onSave={(title, tags) =>
          editing &&
          changes.mutate(
            { kind: 'update', photoId: editing.id, title, tags },
            { onSuccess: () => showSuccessToast(galleryMessages.photoSaved) },
          )
        }
      />
      <DeleteConfirmDialog
        open={removing !== null}
        name={removing?.title || 'this photo'}
        entity="photo"
        isDeleting={changes.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) {
            changes.mutate(
              { kind: 'remove', photoId: removing.id },
              { onSuccess: () => showSuccessToast(galleryMessages.photoRemoved) },
            );
          }
          setRemoving(null);
        }}
      />
    </Box>
  );
}

type Direction = 'earlier' | 'later';

const moveButtonId = (photoId: string, direction: Direction) => `move-${direction}-${photoId}`;

/**
 * Moves a photo one place earlier or later and sends the whole new order. Once the photos show in
 * that order, the moved photo's button has the focus (the other one when the photo reached an end),
 * so a keyboard user can go on moving it.
 */
function usePhotoMoves(gallery: Gallery, arrange: (photoIds: string[]) => void) {
  const moved = useRef<{ photoId: string; direction: Direction; order: string } | null>(null);
  const order = gallery.photos.map((photo) => photo.id).join(' ');
  // After every render: the new order may show from the cache before the server has answered.
  useEffect(() => {
    if (moved.current?.order !== order) return;
    const { photoId, direction } = moved.current;
    moved.current = null;
    const button = document.getElementById(moveButtonId(photoId, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(
      moveButtonId(photoId, direction === 'earlier' ? 'later' : 'earlier'),
    );
    (button && !button.disabled ? button : other)?.focus();
  });
  const move = (index: number, direction: Direction) => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const ids = gallery.photos.map((photo) => photo.id);
    const photoId = ids[index];
    const other = ids[to];
    if (photoId === undefined || other === undefined) return;
    ids[index] = other;
    ids[to] = photoId;
    moved.current = { photoId, direction, order: ids.join(' ') };
    arrange(ids);
  };
  return { move };
}

/** A photo's title and tags. */
function PhotoDialog({
  photo,
  tagChoices,
  onClose,
  onSave,
}: {
  photo: GalleryPhoto | null;
  tagChoices: TagChoice[];
  onClose: () => void;
  onSave: (title: string, tags: GalleryTag[]) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={photo !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {photo && (
        <PhotoForm
          key={photo.id}
          titleId={titleId}
          photo={photo}
          tagChoices={tagChoices}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}

function PhotoForm({
  titleId,
  photo,
  tagChoices,
  onClose,
  onSave,
}: {
  titleId: string;
  photo: GalleryPhoto;
  tagChoices: TagChoice[];
  onClose: () => void;
  onSave: (title: string, tags: GalleryTag[]) => void;
}) {
  const [title, setTitle] = useState(photo.title);
  const [tags, setTags] = useState<GalleryTag[]>(photo.tags);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSave(title.trim(), tags);
    onClose();
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>Photo</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <GalleryTagPicker
          choices={tagChoices}
          value={tags}
          onChange={setTags}
          helperText="Who and what is in the photo"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Save photo
        </Button>
      </DialogActions>
    </form>
  );
}
