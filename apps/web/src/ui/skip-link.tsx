import Box from '@mui/material/Box';
import { brand } from './theme.ts';

export const mainContentId = 'main-content';

/** First focusable element of every page: jumps past the navigation. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -60,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: brand.gold,
        color: brand.ink,
        fontWeight: 700,
        textDecoration: 'none',
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
