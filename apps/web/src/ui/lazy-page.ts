import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  useContext,
  useState,
} from 'react';
import { importWithReload } from './import-with-reload.ts';
import { PrerenderRecordContext } from './prerender-context.ts';

export type LazyPage<M, C extends ComponentType> = FunctionComponent<ComponentProps<C>> & {
  /** Starts loading the chunk now (for example while the session resumes); resolves with its module. */
  preload: () => Promise<M>;
};

/**
 * React.lazy for a module whose page component is its named export `name`. While prerendering,
 * the page records its loader, so the build knows which chunks the page's HTML needs.
 *
 * A page mounted after its chunk has loaded (preloaded, or shown before) renders its component
 * directly instead of through React.lazy, which suspends on its first render even when the chunk
 * is there: the Suspense fallback would flash, and React shows content that replaces a fallback no
 * sooner than 300 ms after the fallback appeared (docs/decisions/020-portal-load.md). The choice is
 * kept for the page's lifetime: switching between the two would remount the page and lose its state.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  factory: () => Promise<M>,
  name: K,
): LazyPage<M, M[K] & ComponentType> {
  type Page = M[K] & ComponentType;
  // The page takes its own props; React's typings lose them through `lazy`.
  type PageComponent = FunctionComponent<ComponentProps<Page>>;
  let loading: Promise<M> | null = null;
  let loaded: PageComponent | null = null;
  const load = () => {
    loading ??= importWithReload(factory).then((module) => {
      loaded = module[name] as unknown as PageComponent;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(() => load().then(() => ({ default: loaded as PageComponent })));
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, lazyPage runs once per page at module level, so each Page is one stable component.
  function Page(props: ComponentProps<Page>) {
    useContext(PrerenderRecordContext)?.pageLoaders.add(factory);
    const [Component] = useState<PageComponent>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload: load });
}

/** True for a component made by lazyPage (a route table can preload the page it matched). */
export function isLazyPage(component: unknown): component is LazyPage<unknown, ComponentType> {
  return (
    typeof component === 'function' && typeof (component as { preload?: unknown }).preload === 'function'
  );
}
