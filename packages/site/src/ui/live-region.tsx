import type { ReactNode } from 'react';

/**
 * A part of a page that follows a game being played: while `isLive`, the islands script fetches
 * the same page again every few seconds (a conditional request the page cache answers with 304
 * until the sheet changes) and swaps this region for its new version (islands/live-regions.ts).
 * The element marked `data-live-score` inside is what screen readers hear after each change.
 */
export function LiveRegion({
  name,
  isLive,
  children,
}: {
  name: string;
  isLive: boolean;
  children: ReactNode;
}) {
  return (
    <div data-live-region={name} data-live={isLive ? 'on' : 'off'}>
      {children}
    </div>
  );
}
