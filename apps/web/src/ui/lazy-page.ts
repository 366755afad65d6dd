import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** localStorage key remembering that a forced reload already happened (spec part 1 §4). */
export const chunkReloadKey = 'sideline.chunkReloaded';

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browserEnv = (): ChunkReloadEnv => ({
  storage: window.localStorage,
  reload: () => window.location.reload(),
});

/**
 * Loads a code-split module. The first failure (usually a deploy replaced the chunk) forces one
 * page reload and remembers it; a second failure in a row is thrown to the error page. A success
 * resets the memory.
 */
export async function importWithReload<T>(
  factory: () => Promise<T>,
  env: ChunkReloadEnv = browserEnv(),
): Promise<T> {
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

type LazyPage<C extends ComponentType> = LazyExoticComponent<C> & {
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
  return Object.assign(lazy(load), { preload: () => void load() });
}
