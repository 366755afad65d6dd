import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { SaveBar } from '../save-bar.tsx';
import { DeleteConfirmDialog } from './delete-confirm-dialog.tsx';
import type { ContentEditorState } from './use-content-editor.ts';

export interface ContentEditorProps {
  /** The heading: the record's name, or "New opponent". */
  heading: string;
  /** The form's accessible name. */
  formLabel: string;
  /** useContentEditor's answer: Save, the unsaved status and prompt, and Delete for a stored record. */
  editor: ContentEditorState;
  children: ReactNode;
}

/**
 * The detail pane's form: heading, the section's fields, and a bar that stays in view with the
 * unsaved-changes status, Delete (behind a confirm dialog) and Save.
 */
export function ContentEditor({
  heading,
  formLabel,
  editor: { onSubmit, isDirty, isSaving, unsavedPrompt, deletion },
  children,
}: ContentEditorProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={formLabel}
      sx={{ display: 'grid', gap: 2.5, '& input, & textarea, & button': { scrollMarginBottom: 96 } }}
    >
      {unsavedPrompt}
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {children}
      {deletion?.note && (
        <Typography variant="body2" color="text.secondary">
          {deletion.note}
        </Typography>
      )}
      <SaveBar isDirty={isDirty} isSaving={isSaving}>
        {deletion && (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setIsConfirming(true)}>
            Delete
          </Button>
        )}
      </SaveBar>
      {deletion && (
        <DeleteConfirmDialog
          open={isConfirming}
          name={deletion.name}
          entity={deletion.entity}
          isDeleting={deletion.isDeleting}
          details={deletion.details}
          onClose={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            deletion.onDelete();
          }}
        />
      )}
    </Box>
  );
}
