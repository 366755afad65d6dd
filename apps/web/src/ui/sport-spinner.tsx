import { getSportFamily, isTeamSportsType, type SportFamily, type SportsType } from '@sideline/domain';
import type { ReactNode } from 'react';
import { LoadingSpinner, SpinnerFrame, type SpinnerFrameProps } from './loading-spinner.tsx';

/** Ice hockey: a puck sliding around a face-off circle. */
function PuckArt() {
  return (
    <>
      <circle cx="50" cy="50" r="38" fill="none" stroke="currentColor" strokeOpacity="0.18" strokeWidth="4" />
      <circle cx="50" cy="50" r="3" fill="currentColor" fillOpacity="0.4" />
      <g className="spinner-orbit">
        <ellipse cx="50" cy="16" rx="11" ry="5" fill="#111" />
        <rect x="39" y="10" width="22" height="6" fill="#111" />
        <ellipse cx="50" cy="10" rx="11" ry="5" fill="#2b2b2b" />
      </g>
    </>
  );
}

/** Rugby: an oval ball with laces, tumbling end over end. */
function RugbyBallArt() {
  return (
    <g className="spinner-orbit">
      <ellipse cx="50" cy="50" rx="36" ry="22" fill="#8a4b22" transform="rotate(-30 50 50)" />
      <ellipse
        cx="50"
        cy="50"
        rx="36"
        ry="22"
        fill="none"
        stroke="#5c2f12"
        strokeWidth="2"
        transform="rotate(-30 50 50)"
      />
      <g transform="rotate(-30 50 50)" stroke="#fff" strokeWidth="2.2" strokeLinecap="round">
        <line x1="36" y1="50" x2="64" y2="50" />
        <line x1="40" y1="45" x2="40" y2="55" />
        <line x1="46" y1="45" x2="46" y2="55" />
        <line x1="52" y1="45" x2="52" y2="55" />
        <line x1="58" y1="45" x2="58" y2="55" />
      </g>
    </g>
  );
}

/** Lacrosse: a stick head cradling a ball, swinging round. */
function LacrosseArt() {
  return (
    <>
      <circle cx="50" cy="50" r="38" fill="none" stroke="currentColor" strokeOpacity="0.18" strokeWidth="4" />
      <g className="spinner-orbit">
        <line x1="50" y1="50" x2="50" y2="24" stroke="#5b4636" strokeWidth="4" strokeLinecap="round" />
        <path
          d="M38 24 Q36 8 50 6 Q64 8 62 24 Q56 28 50 26 Q44 28 38 24 Z"
          fill="none"
          stroke="#333"
          strokeWidth="3"
        />
        <path d="M41 12 L59 22 M59 12 L41 22" stroke="#777" strokeWidth="1.2" />
        <circle cx="50" cy="15" r="6" fill="#f3c623" stroke="#b58b00" strokeWidth="1" />
      </g>
    </>
  );
}

const artByFamily: Record<SportFamily, () => ReactNode> = {
  hockey: PuckArt,
  rugby: RugbyBallArt,
  lacrosse: LacrosseArt,
};

interface SportSpinnerProps extends Omit<SpinnerFrameProps, 'art' | 'variant' | 'isBobbing'> {
  sportsType?: SportsType;
}

/** The loading spinner; it differs by sport (spec part 1 §2): puck, rugby ball, lacrosse stick. */
export function SportSpinner({ sportsType, ...props }: SportSpinnerProps) {
  const family = sportsType && isTeamSportsType(sportsType) ? getSportFamily(sportsType) : null;
  if (!family) return <LoadingSpinner {...props} />;
  const Art = artByFamily[family];
  return <SpinnerFrame {...props} art={<Art />} variant={family} isBobbing={family === 'rugby'} />;
}
