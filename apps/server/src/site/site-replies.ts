import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from './site-page-cache.ts';
import { choosePageRepresentation, type PageCachePolicy, type PageRepresentation } from './site-response.ts';

/** Sends a rendered page in the representation the request asks for (encoding, 304). */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  policy: PageCachePolicy = 'public',
) {
  const chosen = choosePageRepresentation(
    response,
    { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] },
    policy,
  );
  return sendRepresentation(reply, chosen);
}

function sendRepresentation(reply: FastifyReply, chosen: PageRepresentation) {
  allowSameOriginFraming(reply);
  return reply
    .code(chosen.status)
    .headers(chosen.headers)
    .send(chosen.body ?? undefined);
}

/**
 * A team page may be framed by our own origin only: the website editor shows the live preview and
 * the design thumbnails in iframes. Any other site still cannot frame it (no clickjacking).
 */
function allowSameOriginFraming(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
  reply.header('x-frame-options', 'SAMEORIGIN');
}
