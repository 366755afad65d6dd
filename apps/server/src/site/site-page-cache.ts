import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Rendered public pages kept in memory, keyed by (team, content version, address, path): a write to
 * the team bumps its version in the database, so an entry of an older version is never asked for
 * again and ages out. A page that shows something the clock changes (the next game, upcoming
 * events) is also kept only until that moment (`validUntil`). Each entry keeps its body compressed
 * the ways browsers have asked for it (compressed on first demand, then kept), so a cached page
 * costs no rendering and no compression. Least recently used entries go first past the byte budget.
 */
export type ContentEncoding = 'br' | 'gzip';

export interface CachedResponse {
  status: number;
  contentType: string;
  etag: string;
  /** When the clock alone changes what the page shows (ms since the epoch); null: only a write does. */
  validUntil: number | null;
  identity: Buffer;
  /** The body in this encoding (compressed now if it was not yet). */
  encoded(encoding: ContentEncoding): Buffer;
  /** Bytes held, for the cache's budget. */
  readonly size: number;
}

// Fast settings: pages are compressed once per version and encoding, often right when a fan is
// waiting for the first view after a change. Brotli 5 is within a few percent of 11 on these pages
// at a tenth of the time.
const compressors: Record<ContentEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

export function createCachedResponse(
  body: string,
  meta: { status: number; contentType: string; etag: string; validUntil?: Date | null },
): CachedResponse {
  const identity = Buffer.from(body, 'utf8');
  const encodings = new Map<ContentEncoding, Buffer>();
  const { validUntil, ...rest } = meta;
  return {
    ...rest,
    validUntil: validUntil ? validUntil.getTime() : null,
    identity,
    encoded(encoding) {
      let buffer = encodings.get(encoding);
      if (!buffer) {
        buffer = compressors[encoding](identity);
        encodings.set(encoding, buffer);
      }
      return buffer;
    },
    get size() {
      let bytes = identity.length;
      for (const buffer of encodings.values()) bytes += buffer.length;
      return bytes;
    },
  };
}

/**
 * The digest of the styles an admin's preview shows (the editor's unsaved values): another
 * variant of the same page, kept and revalidated apart from the public one.
 */
export function previewVariant(styles: unknown): string {
  return `preview.${createHash('sha256').update(JSON.stringify(styles)).digest('base64url').slice(0, 16)}`;
}

/**
 * The cache key of a page: a team's version, how its site was addressed, the page, and for an
 * admin's preview the variant of the styles it shows.
 */
export function pageCacheKey(
  team: { id: string; contentVersion: number },
  root: string,
  sitePath: string,
  variant = '',
): string {
  return `${team.id}|${team.contentVersion}|${root}|${sitePath}|${variant}`;
}

/**
 * The ETag of a stored page, computed once when it is rendered: the build and the team's content
 * version say when it changed, and a digest of the team, the address form and the page binds it
 * to this page of this team, so an address that passes to another team (a slug, a domain) is never
 * revalidated (304) with the old team's page. A page the clock changes carries the moment it does
 * (`validUntil`), so the same page rebuilt after it is another version; a preview, its variant.
 */
export function pageEtag(
  buildId: string,
  team: { id: string; contentVersion: number },
  root: string,
  sitePath: string,
  options: { validUntil?: Date | null; variant?: string } = {},
): string {
  const page = createHash('sha256').update(`${team.id}\n${root}\n${sitePath}`).digest('base64url');
  const parts = [buildId, team.contentVersion, page.slice(0, 16)];
  if (options.validUntil) parts.push(`until-${options.validUntil.getTime().toString(36)}`);
  if (options.variant) parts.push(options.variant);
  return `W/"${parts.join('.')}"`;
}

/** `now` is the clock a page's `validUntil` is read against (tests move it). */
export function createSitePageCache(maxBytes: number, now: () => Date = () => new Date()) {
  const entries = new Map<string, CachedResponse>();

  return {
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      // Past its moment, the page shows the wrong next game: built again on the next request.
      if (entry.validUntil !== null && now().getTime() >= entry.validUntil) return undefined;
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: CachedResponse): void {
      if (maxBytes <= 0) return;
      entries.delete(key);
      entries.set(key, entry);
      // Sizes grow as encodings are added, so the total is recounted rather than tracked.
      let bytes = 0;
      for (const cached of entries.values()) bytes += cached.size;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes || entries.size <= 1) break;
        entries.delete(oldestKey);
        bytes -= oldest.size;
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type SitePageCache = ReturnType<typeof createSitePageCache>;
