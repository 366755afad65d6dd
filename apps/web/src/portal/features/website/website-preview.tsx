import DesktopWindowsOutlinedIcon from '@mui/icons-material/DesktopWindowsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { teamSitePath } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSettledValue } from '../../../ui/use-settled-value.ts';

/** The widths the preview renders the site at: a laptop and a common phone. */
export const previewWidths = { desktop: 1280, phone: 390 } as const;
export type PreviewDevice = keyof typeof previewWidths;

/** Unsaved values typed into the form reach the preview after this pause, not on every key. */
const overridesDelayMs = 400;

/**
 * The preview's address: the team's real server-rendered page in the admin preview (`?team=`,
 * spec part 1 §2), plus any unsaved values the page under edit passes as overrides (the server
 * honours them only in that preview).
 */
export function buildPreviewSrc(
  slug: string,
  teamId: string,
  path: string,
  overrides: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ team: teamId, ...overrides });
  const sitePath = path === '/' ? '' : path;
  return `${teamSitePath(slug)}${sitePath}?${query.toString()}`;
}

/**
 * A number that goes up each time a website save succeeds anywhere in the portal (mutations keyed
 * `['website', ...]`), so the preview reloads and shows what was saved.
 */
function useWebsiteSaveCount(): number {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const { mutation } = event;
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          mutation?.options.mutationKey?.[0] === 'website'
        ) {
          setCount((n) => n + 1);
        }
      }),
    [queryClient],
  );
  return count;
}

interface WebsitePreviewProps {
  slug: string;
  teamId: string;
  path: string;
  overrides?: Record<string, string>;
}

/**
 * The live preview beside the editor: the public page in an iframe, scaled to fit the panel, at
 * desktop or phone width. It follows unsaved overrides and reloads after every website save.
 */
export function WebsitePreview({ slug, teamId, path, overrides }: WebsitePreviewProps) {
  // Phone first: it stays readable in the editor's narrow column; desktop is one click away.
  const [device, setDevice] = useState<PreviewDevice>('phone');
  const [manualReloads, setManualReloads] = useState(0);
  const saveCount = useWebsiteSaveCount();
  const settledOverrides = useSettledValue(JSON.stringify(overrides ?? {}), overridesDelayMs);
  const src = buildPreviewSrc(slug, teamId, path, JSON.parse(settledOverrides));
  const frameRef = useRef<HTMLDivElement>(null);
  const panelWidth = usePanelWidth(frameRef);
  const width = previewWidths[device];
  const scale = panelWidth ? Math.min(1, panelWidth / width) : 0;
  // Tall enough to show the page's top screens; the frame scrolls for the rest.
  const height = device === 'phone' ? 780 : 900;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="website-preview-title" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="website-preview-title" variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          Preview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, next: PreviewDevice | null) => next && setDevice(next)}
          aria-label="Preview width"
        >
          <ToggleButton value="desktop" aria-label="Desktop">
            <DesktopWindowsOutlinedIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="phone" aria-label="Phone">
            <PhoneIphoneOutlinedIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title="Reload preview">
          <IconButton size="small" onClick={() => setManualReloads((n) => n + 1)} aria-label="Reload preview">
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        ref={frameRef}
        sx={{
          height: height * scale,
          overflow: 'hidden',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          mx: 'auto',
          maxWidth: device === 'phone' ? width : undefined,
        }}
      >
        {scale > 0 && (
          <Box
            component="iframe"
            key={`${src}#${saveCount}.${manualReloads}`}
            src={src}
            title={`Preview of your website (${device})`}
            sx={{ display: 'block', border: 0, transformOrigin: 'top left' }}
            // Inline: these change with the panel's width, a class per value would pile up.
            style={{ width, height, transform: `scale(${scale})` }}
          />
        )}
      </Box>
      <Button
        href={teamSitePath(slug)}
        target="_blank"
        rel="noopener"
        variant="contained"
        color="secondary"
        fullWidth
        endIcon={<OpenInNewIcon />}
        sx={{ mt: 1.5 }}
      >
        Visit your Website
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (opens in a new tab)
        </Box>
      </Button>
    </Paper>
  );
}

/** The width of the element, followed as the window resizes. */
function usePanelWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    // Test DOMs have no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
