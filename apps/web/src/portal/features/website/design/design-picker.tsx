import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DesignPageType, designCount, designPageTypeLabels, designPageTypes } from '@sideline/domain';
import { memo, useId } from 'react';
import { DesignSketch, type SketchLook } from './design-sketch.tsx';

const designNumbers = Array.from({ length: designCount }, (_, i) => i + 1);
const tileSize = { xs: { width: 120, height: 150 }, sm: { width: 136, height: 170 } } as const;

interface DesignPickerProps {
  pageType: DesignPageType;
  onPageTypeChange: (pageType: DesignPageType) => void;
  /** The colors and mode the sketches are drawn in (the form's, unsaved ones included). */
  look: SketchLook;
  designs: Record<DesignPageType, number>;
  onDesignChange: (pageType: DesignPageType, design: number) => void;
  error?: string;
}

/**
 * A design per page type: pick the page type, then one of its 16 designs. Each choice is a radio
 * button with a sketch of that page type in that design, in the team's colors (what the design
 * changes: the layout family and the treatment); the live preview beside the editor shows the
 * team's real page in the chosen design.
 */
export function DesignPicker({
  pageType,
  onPageTypeChange,
  look,
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
              xs: `repeat(auto-fill, minmax(${tileSize.xs.width + 20}px, 1fr))`,
              sm: `repeat(auto-fill, minmax(${tileSize.sm.width + 20}px, 1fr))`,
            },
          }}
        >
          {designNumbers.map((design) => (
            <DesignTile
              key={design}
              design={design}
              isChosen={designs[pageType] === design}
              pageType={pageType}
              look={look}
            />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </>
  );
}

interface DesignTileProps {
  design: number;
  isChosen: boolean;
  pageType: DesignPageType;
  look: SketchLook;
}

/** Memoized: typing in the form re-renders the editor, a tile only when what it draws changes. */
const DesignTile = memo(function DesignTile({ design, isChosen, pageType, look }: DesignTileProps) {
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
        data-testid={`design-sketch-${design}`}
        sx={{
          width: { xs: tileSize.xs.width, sm: tileSize.sm.width },
          height: { xs: tileSize.xs.height, sm: tileSize.sm.height },
          overflow: 'hidden',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <DesignSketch design={design} pageType={pageType} look={look} />
      </Box>
    </Box>
  );
});
