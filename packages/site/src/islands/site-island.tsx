import type { ReactNode } from 'react';

/** Names of the components the islands bundle can hydrate (islands/site-islands.ts). */
export type SiteIslandName = 'lightbox' | 'form-post';

/**
 * Marks a server-rendered component for hydration in the browser: the islands script finds the
 * element, reads the props back from `data-props` and hydrates the same component in place. The
 * rest of the page stays plain HTML.
 */
export function SiteIsland({
  name,
  props,
  children,
}: {
  name: SiteIslandName;
  props: object;
  children: ReactNode;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
