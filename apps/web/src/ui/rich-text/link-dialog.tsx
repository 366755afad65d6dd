import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { toVideoEmbedUrl } from '@sideline/domain';
import { type FormEvent, useId, useState } from 'react';

const texts = {
  link: {
    title: 'Link',
    label: 'Web address',
    hint: 'An address starting with https://, or mailto: and tel: links. Leave empty to remove the link.',
    invalid: 'Please enter a web address starting with http:// or https://, or a mailto: or tel: link',
  },
  video: {
    title: 'Video',
    label: 'YouTube or Vimeo link',
    hint: 'Paste the address of the video page, like https://www.youtube.com/watch?v=…',
    invalid: 'Please paste the link of a YouTube or Vimeo video',
  },
} as const;

const isLinkAddress = (value: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)$/i.test(value);

/** Asks for a link's address or a video's link, checks it, and hands it over. */
export function LinkDialog({
  open,
  kind,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean;
  kind: keyof typeof texts;
  initial: string;
  onClose: () => void;
  onSubmit: (value: string) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && (
        <LinkDialogForm
          titleId={titleId}
          kind={kind}
          initial={initial}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}

function LinkDialogForm({
  titleId,
  kind,
  initial,
  onClose,
  onSubmit,
}: {
  titleId: string;
  kind: keyof typeof texts;
  initial: string;
  onClose: () => void;
  onSubmit: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const text = texts[kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = value.trim();
    const isValid =
      kind === 'video' ? toVideoEmbedUrl(trimmed) !== null : trimmed === '' || isLinkAddress(trimmed);
    if (!isValid) {
      setError(text.invalid);
      return;
    }
    onSubmit(trimmed);
    onClose();
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={text.label}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError('');
          }}
          error={Boolean(error)}
          helperText={error || text.hint}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {kind === 'video' ? 'Add video' : 'Save link'}
        </Button>
      </DialogActions>
    </form>
  );
}
