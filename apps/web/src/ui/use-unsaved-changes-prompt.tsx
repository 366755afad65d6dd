import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useEffect, useId } from 'react';
import { useBlocker } from 'react-router';

const unsavedChangesTitle = 'Discard Changes?';
const unsavedChangesText = 'You have unsaved changes. Are you sure you want to leave this page?';

/**
 * Asks before leaving a page with unsaved changes (spec part 1 §2): in-app navigation shows a
 * dialog, closing or reloading the tab shows the browser's own prompt. Render the returned element.
 */
export function useUnsavedChangesPrompt(isDirty: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const isOpen = blocker.state === 'blocked';
  return (
    <Dialog
      open={isOpen}
      onClose={() => blocker.reset?.()}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{unsavedChangesTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{unsavedChangesText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay on this page
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Discard Changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
