import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
  useContext,
} from 'react';
import { PrerenderRecordContext } from './prerender-context.ts';

/** localStorage key remembering that a forced reload already happened (spec part 1 §4). */
export const chunkReloadKey = 'sideline.chunkReloaded';

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/** None while prerendering in Node: a chunk there is a file of the same build, it cannot go stale. */
const browserEnv = (): ChunkReloadEnv | null =>
  typeof window === 'undefined'
    ? null
    : { storage: window.localStorage, reload: () => window.location.reload() };

/**
 * Loads a code-split module. The first failure (usually a deploy replaced the chunk) forces one
 * page reload and remembers it; a second failure in a row is thrown to the error page. A success
 * resets the memory.
 */
export async function importWithReload<T>(
  factory: () => Promise<T>,
  env: ChunkReloadEnv | null = browserEnv(),
): Promise<T> {
  if (!env) return factory();
  try {
    const module = await factory();
    if (env.storage.getItem(chunkReloadKey) === 'true') env.storage.setItem(chunkReloadKey, 'false');
    return module;
  } catch (error) {
    if (env.storage.getItem(chunkReloadKey) !== 'true') {
      env.storage.setItem(chunkReloadKey, 'true');
      env.reload();
      // Never settles: the page is going away.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

type LazyPage<C extends ComponentType> = FunctionComponent<ComponentProps<C>> & {
  /** Starts loading the chunk now (for example while the session resumes). */
  preload: () => void;
};

/** React.lazy for a module whose page component is its named export `name`. */
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
