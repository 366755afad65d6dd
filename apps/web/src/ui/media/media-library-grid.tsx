import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MediaAsset } from '@sideline/domain';
import { type KeyboardEvent, useRef } from 'react';
import { RetryingImage } from './retrying-image.tsx';

interface MediaLibraryGridProps {
  media: MediaAsset[];
  selectedId: string | null;
  onSelect: (media: MediaAsset) => void;
  /** Enter or a double click: take this image. */
  onPick: (media: MediaAsset) => void;
  label: string;
}

/** How many options share the first option's row: the grid's column count as laid out now. */
function countColumns(options: HTMLElement[]): number {
  const firstTop = options[0]?.offsetTop;
  const inFirstRow = options.filter((o) => o.offsetTop === firstTop).length;
  return Math.max(1, inFirstRow);
}

/**
 * The team's images as a single-select listbox of thumbnails. One option is in the tab order;
 * arrow keys move through the grid (up and down by a row), Home and End jump to the ends, and the
 * selection follows the focus. Enter picks the image.
 */
export function MediaLibraryGrid({ media, selectedId, onSelect, onPick, label }: MediaLibraryGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = media.findIndex((m) => m.id === selectedId);
  const focusableIndex = Math.max(0, selectedIndex);

  const moveTo = (index: number) => {
    const target = media[index];
    if (!target) return;
    onSelect(target);
    const options = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]');
    options?.[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
    const current = options.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const columns = countColumns(options);
    const last = media.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, current + 1),
      ArrowLeft: Math.max(0, current - 1),
      ArrowDown: Math.min(last, current + columns),
      ArrowUp: Math.max(0, current - columns),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key] as number);
    } else if (event.key === ' ') {
      event.preventDefault();
      onSelect(media[current] as MediaAsset);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onPick(media[current] as MediaAsset);
    }
  };

  return (
    <Box
      ref={listRef}
      role="listbox"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        p: 0.5,
      }}
    >
      {media.map((item, index) => {
        const isSelected = item.id === selectedId;
        return (
          <Box
            key={item.id}
            role="option"
            aria-selected={isSelected}
            tabIndex={index === focusableIndex ? 0 : -1}
            onClick={() => onSelect(item)}
            onDoubleClick={() => onPick(item)}
            sx={{
              position: 'relative',
              display: 'grid',
              gap: 0.5,
              p: 0.5,
              borderRadius: 1.5,
              cursor: 'pointer',
              border: 2,
              borderColor: isSelected ? 'primary.main' : 'transparent',
              bgcolor: isSelected ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            <RetryingImage
              src={item.thumbUrl}
              fallbackSrc={item.url}
              alt=""
              loading="lazy"
              style={{
                width: '100%',
                aspectRatio: '1',
                objectFit: 'cover',
                borderRadius: 6,
                background: '#eeeeee',
              }}
            />
            <Typography variant="caption" noWrap title={item.title}>
              {item.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ mt: -0.5 }}>
              {item.width} × {item.height}
            </Typography>
            {isSelected && (
              <CheckCircleIcon
                color="primary"
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 8,
                  right: 8,
                  bgcolor: 'background.paper',
                  borderRadius: '50%',
                }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
