import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from './site-page-cache.ts';
import { choosePageRepresentation, type PageCachePolicy } from './site-response.ts';

/** Sends a rendered page in the representation the request asks for (encoding, 304). */
export type SitePageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  cachePolicy?: PageCachePolicy,
) => FastifyReply;

/**
 * The team pages' sender, with their Content-Security-Policy (`teamSiteContentSecurityPolicy`):
 * framed by our own origin only (the website editor's previews; any other site still cannot frame
 * them), forms posting to us and to the payment provider's checkout.
 */
export function createSitePageSender(contentSecurityPolicy: string): SitePageSender {
  return (request, reply, response, cachePolicy = 'public') => {
    const chosen = choosePageRepresentation(
      response,
      { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] },
      cachePolicy,
    );
    return reply
      .header('content-security-policy', contentSecurityPolicy)
      .header('x-frame-options', 'SAMEORIGIN')
      .code(chosen.status)
      .headers(chosen.headers)
      .send(chosen.body ?? undefined);
  };
}
