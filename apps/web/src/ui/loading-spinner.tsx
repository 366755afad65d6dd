import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-6%); }
`;

export interface SpinnerFrameProps {
  /** Width and height in px (spec part 1 §2: default 200). */
  size?: number;
  /** Top margin in px (spec part 1 §2: default 20). */
  marginTop?: number;
  label?: string;
  /** Which art is drawn; elements with class `spinner-orbit` rotate. */
  art: ReactNode;
  variant?: string;
  /** Rugby's ball tumbles and bobs instead of orbiting. */
  isBobbing?: boolean;
}

/** The frame every loading spinner shares: a status region, the animated SVG and a hidden label. */
export function SpinnerFrame({
  size = 200,
  marginTop = 20,
  label = 'Loading',
  art,
  variant,
  isBobbing,
}: SpinnerFrameProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-sport={variant ?? 'none'}
      sx={{ display: 'flex', justifyContent: 'center', mt: `${marginTop}px`, color: 'primary.main' }}
    >
      <Box
        component="svg"
        viewBox="0 0 100 100"
        width={size}
        height={size}
        aria-hidden="true"
        sx={{
          maxWidth: '60vw',
          height: 'auto',
          animation: isBobbing ? `${bob} 1.2s ease-in-out infinite` : undefined,
          '& .spinner-orbit': {
            transformOrigin: '50px 50px',
            animation: `${spin} ${isBobbing ? 1.6 : 1.2}s linear infinite`,
          },
          '@media (prefers-reduced-motion: reduce)': {
            animation: 'none',
            '& .spinner-orbit': { animationDuration: '4s' },
          },
        }}
      >
        {art}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}

/** Before the team is known (and on signed-out pages): a sport-neutral ring in the brand colors. */
function NeutralArt() {
  return (
    <>
      <circle cx="50" cy="50" r="38" fill="none" stroke="currentColor" strokeOpacity="0.18" strokeWidth="6" />
      <g className="spinner-orbit">
        <path
          d="M50 12 A38 38 0 0 1 88 50"
          fill="none"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
        />
      </g>
    </>
  );
}

export function LoadingSpinner(props: Omit<SpinnerFrameProps, 'art' | 'variant' | 'isBobbing'>) {
  return <SpinnerFrame {...props} art={<NeutralArt />} />;
}
