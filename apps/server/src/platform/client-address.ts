import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.ts';

/**
 * The client's address of a raw request, as Fastify's `request.ip` reads it (TRUST_PROXY: a hop
 * count, a list of proxies, or none), for code that answers before Fastify routes (the site's
 * fast path).
 */
export function createClientAddressReader(trust: TrustProxy): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? '';
  const isTrusted =
    typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, isTrusted);
}
