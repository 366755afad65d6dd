import type { ReactNode } from 'react';

/** A link that opens in a new tab says so to screen readers and keeps the opener out. */
export function SiteAnchor({
  href,
  newTab = false,
  className,
  children,
}: {
  href: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (!newTab) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
