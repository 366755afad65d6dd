import Box from '@mui/material/Box';
import type { SportFamily } from '@sideline/domain';

/** Small static sport pictograms (stick and puck, rugby ball, lacrosse stick) drawn inline. */
export function SportIcon({ family, size = 48 }: { family: SportFamily; size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      sx={{ flexShrink: 0 }}
    >
      {family === 'hockey' && (
        <>
          <path
            d="M14 6 L24 34 Q25 37 28 37 H38"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <ellipse cx="15" cy="39" rx="7" ry="3" fill="currentColor" />
          <rect x="8" y="36" width="14" height="3" fill="currentColor" />
        </>
      )}
      {family === 'rugby' && (
        <g transform="rotate(-35 24 24)">
          <ellipse cx="24" cy="24" rx="19" ry="11.5" fill="none" stroke="currentColor" strokeWidth="3.5" />
          <path
            d="M16 24 H32 M19 20.5 V27.5 M24 20.5 V27.5 M29 20.5 V27.5"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </g>
      )}
      {family === 'lacrosse' && (
        <>
          <path d="M12 42 L27 20" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <path
            d="M24 18 Q18 6 28 4 Q40 3 40 12 Q39 20 30 22 Q27 21 24 18 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M27 8 L36 17 M35 7 L28 18" stroke="currentColor" strokeWidth="1.4" />
          <circle cx="38" cy="34" r="5" fill="currentColor" />
        </>
      )}
    </Box>
  );
}
