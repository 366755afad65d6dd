import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface LinkedRecord {
  article: { title: string } | null;
  gallery: { title: string } | null;
  tickets: { total: number };
}

/**
 * The delete options of a game or an event (spec part 2 §4): the confirm dialog says what goes
 * with it, and offers to remove its unsold tickets outright (by default they stay in the store,
 * flagged as needing an update). Pass the answer to useContentEditor's `deleteOptions`.
 */
export function useLinkedContentDeleteOptions(record: LinkedRecord | null, lineupNote = '') {
  const [removeTickets, setRemoveTickets] = useState(false);
  if (!record) return undefined;
  const count = record.tickets.total;
  const goes = [
    lineupNote,
    record.article ? `its article "${record.article.title}"` : '',
    record.gallery ? `its gallery "${record.gallery.title}" with its photos` : '',
  ].filter(Boolean);
  return {
    query: () => (removeTickets ? '?tickets=remove' : ''),
    details: (
      <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
        {goes.length > 0 && <Typography variant="body2">Also deleted: {goes.join(', ')}.</Typography>}
        {count > 0 && (
          <FormControlLabel
            control={
              <Checkbox checked={removeTickets} onChange={(e) => setRemoveTickets(e.target.checked)} />
            }
            label={`Also remove its ${count} ticket${count === 1 ? '' : 's'} from the store (otherwise they are kept, marked as needing an update)`}
          />
        )}
      </Box>
    ),
  };
}
