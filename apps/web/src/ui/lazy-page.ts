import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  useContext,
} from 'react';
import { importWithReload } from './import-with-reload.ts';
import { PrerenderRecordContext } from './prerender-context.ts';

type LazyPage<C extends ComponentType> = FunctionComponent<ComponentProps<C>> & {
  /** Starts loading the chunk now (for example while the session resumes). */
  preload: () => void;
};

/**
 * React.lazy for a module whose page component is its named export `name`. While prerendering,
 * the page records its loader, so the build knows which chunks the page's HTML needs.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  factory: () => Promise<M>,
  name: K,
): LazyPage<M[K] & ComponentType> {
  let loading: Promise<{ default: M[K] & ComponentType }> | null = null;
  const load = () => {
    loading ??= importWithReload(factory).then((module) => ({
      default: module[name] as M[K] & ComponentType,
    }));
    return loading;
  };
  // The lazy component takes the page's own props; React's typings lose them through `lazy`.
  const Lazy = lazy(load) as unknown as FunctionComponent<ComponentProps<M[K] & ComponentType>>;
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, lazyPage runs once per page at module level, so each Page is one stable component.
  function Page(props: ComponentProps<M[K] & ComponentType>) {
    useContext(PrerenderRecordContext)?.pageLoaders.add(factory);
    return createElement(Lazy, props);
  }
  return Object.assign(Page, { preload: () => void load() });
}
