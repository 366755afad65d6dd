import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  countSampleRecords,
  type SampleContentRemoval,
  type SampleRecord,
  sampleContentMessages,
} from '@sideline/domain';
import { useId, useState } from 'react';
import { isApiError } from '../../../ui/api-client.ts';
import { useRemoveSampleContent, useSampleContent } from './sample-content-api.ts';

/** "12 players, 2 alumni and 1 sponsor". */
function joinCounts(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The dashboard's notice of the sample content a new team starts with (decision 019), and the one
 * action that removes it: a confirmation first, then what went and what stayed, and why.
 */
export function SampleContentPanel({ teamId }: { teamId: string }) {
  const sample = useSampleContent(teamId);
  const removal = useRemoveSampleContent();
  const [isOpen, setIsOpen] = useState(false);
  const records = sample.data ?? [];
  // The panel stays while its dialog is open, so the result can be read after the records are gone.
  if (records.length === 0 && !isOpen) return null;

  return (
    <>
      {records.length > 0 && (
        <Alert severity="info" sx={{ mb: 4 }}>
          <AlertTitle>Your site starts with sample content</AlertTitle>
          {joinCounts(countSampleRecords(records))} show how your website looks. They are marked “Sample” in
          your lists: replace them with your own, or remove them all at once.
          <Box sx={{ mt: 1.5 }}>
            <Button color="inherit" variant="outlined" onClick={() => setIsOpen(true)}>
              Remove all sample content
            </Button>
          </Box>
        </Alert>
      )}
      <SampleContentDialog
        open={isOpen}
        records={records}
        result={removal.data ?? null}
        isRemoving={removal.isPending}
        error={removal.isError ? removal.error : null}
        onConfirm={() => removal.mutate()}
        onClose={() => {
          setIsOpen(false);
          removal.reset();
        }}
      />
    </>
  );
}

function SampleContentDialog({
  open,
  records,
  result,
  isRemoving,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  records: readonly SampleRecord[];
  result: SampleContentRemoval | null;
  isRemoving: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {result ? 'Sample content removed' : 'Remove all sample content?'}
      </DialogTitle>
      <DialogContent>
        {result ? (
          <RemovalResult result={result} textId={textId} />
        ) : (
          <>
            <DialogContentText id={textId}>
              This removes {joinCounts(countSampleRecords(records))} from the portal and from your website.
              Sample records your own records use (a sample player in your game's line-up, for example) stay,
              and we tell you why. Your season, league, opponent and forms stay too.
            </DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {isApiError(error) ? error.message : sampleContentMessages.removeFailed}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button onClick={onClose} variant="contained" autoFocus>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} autoFocus>
              Cancel
            </Button>
            <Button color="error" variant="contained" onClick={onConfirm} loading={isRemoving}>
              Remove sample content
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function RemovalResult({ result, textId }: { result: SampleContentRemoval; textId: string }) {
  const removed = countSampleRecords(result.removed);
  return (
    <>
      <DialogContentText id={textId} role="status">
        {removed.length > 0 ? `Removed ${joinCounts(removed)}.` : sampleContentMessages.nothingToRemove}
      </DialogContentText>
      {result.kept.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
            Kept because you use {result.kept.length === 1 ? 'it' : 'them'}
          </Typography>
          <List dense aria-label="Sample records kept">
            {result.kept.map((record) => (
              <ListItem key={record.id} disableGutters>
                <ListItemText primary={`${record.title} (${record.kind})`} secondary={record.reason} />
              </ListItem>
            ))}
          </List>
          <DialogContentText>
            They are still marked “Sample”. Once you no longer use them, remove them here again or edit them
            to make them your own.
          </DialogContentText>
        </>
      )}
    </>
  );
}
