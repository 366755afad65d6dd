import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { articleMessages } from '@sideline/domain';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../ui/api-client.ts';
import type { ContentSectionConfig } from '../../../ui/content-section/index.ts';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { useArticleOptions, useDraftRecap } from './articles-api.ts';

/** "Draft a game recap": choose a finished game; the draft opens in the editor, unpublished. */
export function GameRecapDialog({
  open,
  onClose,
  config,
}: {
  open: boolean;
  onClose: () => void;
  config: ContentSectionConfig;
}) {
  const titleId = useId();
  const options = useArticleOptions(null);
  const draft = useDraftRecap(config);
  const navigate = useNavigate();
  const [gameId, setGameId] = useState('');
  const [error, setError] = useState('');
  const finished = (options.data?.games ?? []).filter((game) => game.isFinished);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!gameId) {
      setError(articleMessages.recapUnknownGame);
      return;
    }
    try {
      const article = await draft.mutateAsync(gameId);
      showSuccessToast(articleMessages.recapDrafted);
      onClose();
      navigate(`/portal/articles/games/${article.id}`);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : articleMessages.createFailed);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Draft a game recap</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            We write the result, the scorers, the goalies or kickers, the cards and the key moments from the
            game's box score. You read it through and publish it.
          </DialogContentText>
          {options.isSuccess && finished.length === 0 ? (
            <Alert severity="info">{articleMessages.recapNeedsFinishedGame}</Alert>
          ) : (
            <TextField
              select
              label="Finished game"
              value={gameId}
              onChange={(event) => {
                setGameId(event.target.value);
                setError('');
              }}
              error={Boolean(error)}
              helperText={error || ' '}
            >
              {finished.map((game) => (
                <MenuItem key={game.id} value={game.id}>
                  {game.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={draft.isPending || finished.length === 0}>
            Draft the recap
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
