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

export function choosePageRepresentation(
  response: CachedResponse,
  request: { acceptEncoding?: string | string[]; ifNoneMatch?: string | string[] },
  isPrivate = false,
): PageRepresentation {
  const headers: Record<string, string> = {
    'content-type': response.contentType,
    vary: 'accept-encoding',
    // Browsers revalidate every time (cheap with the ETag); an admin's preview is never stored.
    'cache-control': isPrivate ? 'private, no-store' : publicCacheControl,
  };
  if (response.etag && !isPrivate) {
    headers.etag = response.etag;
    if (response.status === 200 && request.ifNoneMatch === response.etag) {
      return { status: 304, headers, body: null };
    }
  }
  const encoding = pickEncoding(String(request.acceptEncoding ?? ''));
  if (!encoding) return { status: response.status, headers, body: response.identity };
  headers['content-encoding'] = encoding;
  return { status: response.status, headers, body: response.encoded(encoding) };
}

function pickEncoding(accepted: string): ContentEncoding | null {
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
