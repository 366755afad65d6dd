import type { CachedResponse, ContentEncoding } from './site-page-cache.ts';

/**
 * What to send for a stored page, from the request's Accept-Encoding and If-None-Match: the
 * status, the headers that vary per page, and the body (none for a 304). One decision for the
 * routed path and the fast path, so both answer alike.
 */
export interface PageRepresentation {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

export const publicCacheControl = 'public, max-age=0, must-revalidate';

/**
 * Who may keep a page: anyone (`public`), the signed-in admin's own browser (`private`: the
 * admin's preview, revalidated every time like a public page) or nobody (`no-store`: a page
 * showing what a visitor just posted).
 */
export type PageCachePolicy = 'public' | 'private' | 'no-store';

const cacheControls: Record<PageCachePolicy, string> = {
  public: publicCacheControl,
  private: 'private, no-cache',
  'no-store': 'private, no-store',
};

export function choosePageRepresentation(
  response: CachedResponse,
  request: { acceptEncoding?: string | string[]; ifNoneMatch?: string | string[] },
  policy: PageCachePolicy = 'public',
): PageRepresentation {
  const headers: Record<string, string> = {
    'content-type': response.contentType,
    vary: 'accept-encoding',
    // Browsers revalidate every time, which the ETag makes cheap.
    'cache-control': cacheControls[policy],
  };
  if (response.etag && policy !== 'no-store') {
    if (response.status === 200 && request.ifNoneMatch === response.etag) {
      return notModified(response.etag, policy);
    }
    headers.etag = response.etag;
  }
  const encoding = pickEncoding(String(request.acceptEncoding ?? ''));
  if (!encoding) return { status: response.status, headers, body: response.identity };
  headers['content-encoding'] = encoding;
  return { status: response.status, headers, body: response.encoded(encoding) };
}

/** The answer to a revalidation of the page version `etag` the browser has already. */
export function notModified(etag: string, policy: PageCachePolicy): PageRepresentation {
  return {
    status: 304,
    headers: { vary: 'accept-encoding', 'cache-control': cacheControls[policy], etag },
    body: null,
  };
}

function pickEncoding(accepted: string): ContentEncoding | null {
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
