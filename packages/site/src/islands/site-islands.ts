import { h, hydrate } from 'preact';
import type { ComponentType } from 'react';
import { enhanceCartCount } from './cart-count.ts';
import { FormPost } from './form-post.tsx';
import { Lightbox } from './lightbox.tsx';
import { enhanceLiveRegions } from './live-regions.ts';
import type { SiteIslandName } from './site-island.tsx';
import { enhanceSiteMenus } from './site-menus.ts';

/**
 * The public site's only script (built with Preact standing in for React, to stay far inside the
 * page budget): hydrates each server-rendered island, adds the menus' closing behaviour and keeps
 * the regions of a game being played current.
 */
const islands: Record<SiteIslandName, ComponentType<never>> = {
  lightbox: Lightbox as ComponentType<never>,
  'form-post': FormPost as ComponentType<never>,
};

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const component = islands[element.dataset.island as SiteIslandName];
  if (!component) continue;
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // biome-ignore lint/suspicious/noExplicitAny: Preact renders the React-typed component through preact/compat
  hydrate(h(component as any, props), element);
}

enhanceSiteMenus(document);
enhanceLiveRegions(document);
enhanceCartCount(document);
