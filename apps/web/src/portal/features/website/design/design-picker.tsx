import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  buildSitePreviewQuery,
  type DesignPageType,
  designCount,
  designPageTypeLabels,
  designPageTypes,
} from '@sideline/domain';
import { useId } from 'react';
import { buildPreviewSrc } from '../website-preview.tsx';

const designNumbers = Array.from({ length: designCount }, (_, i) => i + 1);
/** Thumbnails show the page at a laptop's width, scaled down to the tile. */
const renderedSize = { width: 1280, height: 1800 };
const tileWidths = { xs: 120, sm: 136 } as const;

interface DesignPickerProps {
  slug: string;
  teamId: string;
  pageType: DesignPageType;
  onPageTypeChange: (pageType: DesignPageType) => void;
  /** The site page showing each page type. */
  previewPaths: Record<DesignPageType, string>;
  designs: Record<DesignPageType, number>;
  onDesignChange: (pageType: DesignPageType, design: number) => void;
  error?: string;
}

/**
 * A design per page type: pick the page type, then one of its 16 designs. Each choice is a radio
 * button with a thumbnail of the team's own page in that design, rendered by the site itself
 * (the admin preview with a design override); thumbnails are pictures only, never reachable.
 */
export function DesignPicker({
  slug,
  teamId,
  pageType,
  onPageTypeChange,
  previewPaths,
  designs,
  onDesignChange,
  error,
}: DesignPickerProps) {
  const legendId = useId();
  const label = designPageTypeLabels[pageType];
  return (
    <>
      <TextField
        select
        label="Page type"
        value={pageType}
        onChange={(event) => onPageTypeChange(event.target.value as DesignPageType)}
        helperText="Each kind of page of your site has its own design"
        sx={{ maxWidth: { sm: 360 } }}
      >
        {designPageTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {designPageTypeLabels[type]} (design {designs[type]})
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
          Designs for the {label} page
        </FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          name={`design-${pageType}`}
          value={String(designs[pageType])}
          onChange={(event) => onDesignChange(pageType, Number(event.target.value))}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: {
              xs: `repeat(auto-fill, minmax(${tileWidths.xs + 20}px, 1fr))`,
              sm: `repeat(auto-fill, minmax(${tileWidths.sm + 20}px, 1fr))`,
            },
          }}
        >
          {designNumbers.map((design) => (
            <DesignTile
              key={design}
              design={design}
              isChosen={designs[pageType] === design}
              src={buildPreviewSrc(slug, teamId, previewPaths[pageType], buildSitePreviewQuery({ design }))}
            />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </>
  );
}

function DesignTile({ design, isChosen, src }: { design: number; isChosen: boolean; src: string }) {
  const scale = (width: number) => `scale(${width / renderedSize.width})`;
  const height = (width: number) => Math.round((width * renderedSize.height) / renderedSize.width);
  return (
    <Box
      component="label"
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 0.5,
        p: 1,
        cursor: 'pointer',
        border: 2,
        borderRadius: 1.5,
        borderColor: isChosen ? 'primary.main' : 'divider',
        bgcolor: isChosen ? 'action.selected' : undefined,
        '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifySelf: 'stretch' }}>
        <Radio value={String(design)} size="small" sx={{ p: 0.5 }} />
        <Typography variant="body2" sx={{ fontWeight: isChosen ? 700 : 400 }}>
          Design {design}
        </Typography>
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          width: { xs: tileWidths.xs, sm: tileWidths.sm },
          height: { xs: height(tileWidths.xs), sm: height(tileWidths.sm) },
          overflow: 'hidden',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        <Box
          component="iframe"
          src={src}
          title={`Design ${design}`}
          loading="lazy"
          tabIndex={-1}
          inert
          // A picture runs no script: sixteen copies of the site's islands (lightbox, menus, live
          // scores) would run on the portal's main thread. Same origin, so its pictures still load.
          sandbox="allow-same-origin"
          sx={{
            display: 'block',
            border: 0,
            width: renderedSize.width,
            height: renderedSize.height,
            transformOrigin: 'top left',
            transform: { xs: scale(tileWidths.xs), sm: scale(tileWidths.sm) },
            // A picture of the page: clicks choose the design, they never reach the page.
            pointerEvents: 'none',
          }}
        />
      </Box>
    </Box>
  );
}
