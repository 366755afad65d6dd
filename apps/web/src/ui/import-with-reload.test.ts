import { describe, expect, it, vi } from 'vitest';
import { type ChunkReloadEnv, chunkReloadKey, importWithReload } from './import-with-reload.ts';

function createEnv(
  initial: Record<string, string> = {},
): ChunkReloadEnv & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    storage: {
      getItem: (k) => values[k] ?? null,
      setItem: (k, v) => {
        values[k] = v;
      },
    },
    reload: vi.fn(),
  };
}

describe('importWithReload (spec part 1 §4: one forced reload, then throw)', () => {
  it('reloads once and remembers it on the first chunk failure', async () => {
    const env = createEnv();
    const pending = importWithReload(() => Promise.reject(new Error('chunk 404')), env);
    await Promise.resolve();
    await Promise.resolve();
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.values[chunkReloadKey]).toBe('true');
    void pending;
  });

  it('throws the second failure instead of reloading again', async () => {
    const env = createEnv({ [chunkReloadKey]: 'true' });
    await expect(importWithReload(() => Promise.reject(new Error('chunk 404')), env)).rejects.toThrow(
      'chunk 404',
    );
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('resets the memory after a successful load', async () => {
    const env = createEnv({ [chunkReloadKey]: 'true' });
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }), env)).resolves.toEqual({ ok: 1 });
    expect(env.values[chunkReloadKey]).toBe('false');
  });
});
