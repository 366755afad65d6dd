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
