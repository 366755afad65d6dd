import Box from '@mui/material/Box';

/** The Sideline mark: a touchline with a flag, drawn inline (no external images). */
function SidelineMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      sx={{ flexShrink: 0 }}
    >
      <rect x="1" y="1" width="30" height="30" rx="8" fill="#f2b705" />
      <path d="M7 25 H25" stroke="#0b3a1f" strokeWidth="3" strokeLinecap="round" />
      <path d="M11 24 V7" stroke="#0b3a1f" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M12 7.5 L22 10.5 L12 14 Z" fill="#0b3a1f" />
    </Box>
  );
}

/** Mark plus wordmark; the text is real text so screen readers and search read "Sideline". */
export function SidelineLogo({ color = 'inherit', size = 32 }: { color?: string; size?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <SidelineMark size={size} />
      <Box
        component="span"
        sx={{ fontWeight: 900, fontSize: size * 0.7, letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        Sideline
      </Box>
    </Box>
  );
}
