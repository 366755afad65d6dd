import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** What is deleted, as the list shows it: "Harbor City Hawks". */
  name: string;
  /** The entity: "opponent". */
  entity: string;
  isDeleting: boolean;
  /** What goes with the record, and the section's delete options (a checkbox). */
  details?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete; Cancel has the focus, so Enter never deletes by accident. */
export function DeleteConfirmDialog({
  open,
  name,
  entity,
  isDeleting,
  details,
  onConfirm,
  onClose,
}: DeleteConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          The {entity} is removed from the portal and from your website. This cannot be undone.
        </DialogContentText>
        {details}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={isDeleting}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
