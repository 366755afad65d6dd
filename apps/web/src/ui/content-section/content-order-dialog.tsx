import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ContentListItem, type ContentOrderList, contentOrderMessages } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiGet, apiRequest } from '../api-client.ts';
import { LoadErrorAlert } from '../load-error-alert.tsx';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { showFailureToast, showSuccessToast } from '../toasts.ts';
import { type ContentSectionConfig, contentQueryKeys } from './content-section-api.ts';

/**
 * "Arrange order" of a section with a hand-made order (sponsors, coaches, executive board; spec
 * part 2 §4: first place highest). The button opens a dialog with every live row (GET
 * {apiPath}/order); rows move by drag and drop, by keyboard (Space on the handle, arrows, Space)
 * or by the up/down buttons; Save sends the whole order in one request (PUT {apiPath}/order).
 */
export function ContentOrderButton({
  config,
  listLabel,
}: {
  config: ContentSectionConfig;
  listLabel: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<SwapVertIcon />} onClick={() => setOpen(true)}>
        Arrange order
      </Button>
      {open && <ContentOrderDialog config={config} listLabel={listLabel} onClose={() => setOpen(false)} />}
    </>
  );
}

function ContentOrderDialog({
  config,
  listLabel,
  onClose,
}: {
  config: ContentSectionConfig;
  listLabel: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const orderPath = `${config.apiPath}/order`;
  const stored = useQuery({
    queryKey: [...contentQueryKeys.all(config), 'order'],
    queryFn: ({ signal }) => apiGet<ContentOrderList>(orderPath, signal),
    // Always the rows as they are now: the order is checked against them on save.
    gcTime: 0,
  });
  const [arranged, setArranged] = useState<ContentListItem[] | null>(null);
  const items = arranged ?? stored.data?.items ?? [];
  const save = useMutation({
    mutationFn: () =>
      apiRequest<ContentOrderList>(orderPath, { method: 'PUT', body: { ids: items.map((item) => item.id) } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.all(config) });
      showSuccessToast(contentOrderMessages.saved);
      onClose();
    },
    onError: showFailureToast,
  });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    setArranged(arrayMove(items, from, to));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>Arrange {listLabel.toLowerCase()}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          The first place comes first on your website. Drag a row by its handle, or focus the handle, press
          Space, move with the arrow keys and press Space again.
        </DialogContentText>
        {stored.isError ? (
          <LoadErrorAlert message={config.messages.fetchFailed} onRetry={() => void stored.refetch()} />
        ) : stored.isPending ? (
          <LoadingSpinner label={`Loading the ${listLabel.toLowerCase()}`} />
        ) : (
          <SortableRows items={items} listLabel={listLabel} move={move} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={!arranged || save.isPending}
          loading={save.isPending}
        >
          Save order
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SortableRows({
  items,
  listLabel,
  move,
}: {
  items: ContentListItem[];
  listLabel: string;
  move: (from: number, to: number) => void;
}) {
  const sensors = useSensors(
    // A short drag distance first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      items.findIndex((item) => item.id === active.id),
      items.findIndex((item) => item.id === over.id),
    );
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label={`${listLabel} in order`}
          // minmax(0, 1fr): a long name is cut short instead of widening the row past the dialog.
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'minmax(0, 1fr)',
          }}
        >
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} place={index + 1} count={items.length} move={move} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  place,
  count,
  move,
}: {
  item: ContentListItem;
  place: number;
  count: number;
  move: (from: number, to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const index = place - 1;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 6 : undefined,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`Drag ${item.title}, place ${place} of ${count}`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: '1.8em' }} aria-hidden="true">
        {place}
      </Typography>
      <Avatar src={item.imageLink || undefined} alt="" variant="rounded" sx={{ width: 32, height: 32 }}>
        {item.title.charAt(0)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {item.title}
        </Typography>
        {item.subtitle && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {item.subtitle}
          </Typography>
        )}
      </Box>
      <IconButton
        size="small"
        aria-label={`Move ${item.title} up`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${item.title} down`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
