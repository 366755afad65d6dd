import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Rendered public pages kept in memory, keyed by (team, content version, address, path): a write to
 * the team bumps its version in the database, so an entry of an older version is never asked for
 * again and ages out. Each entry holds the body already compressed both ways, so a cached page costs
 * no rendering and no compression. Least recently used entries go first past the byte budget.
 */
export interface CachedResponse {
  status: number;
  contentType: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressResponse(
  body: string,
  meta: { status: number; contentType: string; etag: string },
): CachedResponse {
  const identity = Buffer.from(body, 'utf8');
  return {
    ...meta,
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export function createSitePageCache(maxBytes: number) {
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  const sizeOf = (e: CachedResponse) => e.identity.length + e.br.length + e.gzip.length;

  return {
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, entry: CachedResponse): void {
      if (maxBytes <= 0) return;
      const old = entries.get(key);
      if (old) {
        bytes -= sizeOf(old);
        entries.delete(key);
      }
      entries.set(key, entry);
      bytes += sizeOf(entry);
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes || entries.size <= 1) break;
        entries.delete(oldestKey);
        bytes -= sizeOf(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type SitePageCache = ReturnType<typeof createSitePageCache>;
