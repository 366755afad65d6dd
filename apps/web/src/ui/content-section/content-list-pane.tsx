import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentListItem } from '@sideline/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '../load-error-alert.tsx';
import { showErrorToast } from '../toasts.ts';
import { type ContentSectionConfig, useContentList } from './content-section-api.ts';

const searchDelayMs = 250;

/** The value after it has stopped changing for `delayMs` (one request per pause in typing). */
function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The list pane: the spec's prefix search (done by the server, part 2 §5), the rows a page of 50
 * at a time (the next page loads when the end of the list scrolls into view, or by the button),
 * the selected row marked as the current page.
 */
export function ContentListPane({
  config,
  listLabel,
  selectedId,
}: {
  config: ContentSectionConfig;
  /** "Opponents": names the list and its search field. */
  listLabel: string;
  selectedId: string | null;
}) {
  const [typed, setTyped] = useState('');
  const search = useSettledValue(typed.trim(), searchDelayMs);
  const list = useContentList(config, search);
  const countId = useId();
  const endRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    if (list.isError) showErrorToast(config.messages.fetchFailed);
  }, [list.isError, config.messages.fetchFailed]);

  useEffect(() => {
    const end = endRef.current;
    if (!end || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items: ContentListItem[] = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Box
      component="section"
      aria-label={listLabel}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <TextField
        type="search"
        label={`Search ${listLabel.toLowerCase()}`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        size="small"
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-describedby': countId, maxLength: 100 },
        }}
      />
      <Typography id={countId} role="status" variant="body2" color="text.secondary" sx={{ mt: 1, mb: 0.5 }}>
        {list.isPending ? 'Loading…' : `${total} ${total === 1 ? 'result' : 'results'}`}
      </Typography>
      {list.isError && !list.data && (
        <LoadErrorAlert message={config.messages.fetchFailed} onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {search ? config.messages.noMatches : config.messages.noneYet}
        </Typography>
      )}
      <Box sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
        <List dense aria-label={listLabel} sx={{ py: 0 }}>
          {items.map((item) => (
            <ContentListRow key={item.id} config={config} item={item} isSelected={item.id === selectedId} />
          ))}
        </List>
        <div ref={endRef} />
        {hasNextPage && (
          <Button fullWidth onClick={() => void fetchNextPage()} loading={isFetchingNextPage} sx={{ my: 1 }}>
            Show more
          </Button>
        )}
      </Box>
    </Box>
  );
}

function ContentListRow({
  config,
  item,
  isSelected,
}: {
  config: ContentSectionConfig;
  item: ContentListItem;
  isSelected: boolean;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={`${config.basePath}/${item.id}`}
        selected={isSelected}
        aria-current={isSelected ? 'page' : undefined}
        sx={{ borderRadius: 1 }}
      >
        {item.imageLink && (
          <ListItemAvatar>
            <Avatar src={item.imageLink} alt="" variant="rounded" slotProps={{ img: { loading: 'lazy' } }} />
          </ListItemAvatar>
        )}
        <ListItemText
          primary={item.title}
          secondary={item.subtitle || undefined}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
        {item.isSample && <Chip label="Sample" size="small" color="info" variant="outlined" sx={{ ml: 1 }} />}
        {item.published === false && <Chip label="Hidden" size="small" variant="outlined" sx={{ ml: 1 }} />}
      </ListItemButton>
    </ListItem>
  );
}
