import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Answers a request before routing when it can (returns true), else leaves it to Fastify. */
export interface PreRoutingResponder {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * How long a client has for its request headers, and for its whole request (body included). A
 * client that sends slowly holds a connection and its buffers for that long at most; two minutes
 * is a 10 MB form file over a slow (1 Mbit/s) upload with room to spare.
 */
export const httpTimeouts = { headersMs: 20_000, requestMs: 120_000 } as const;

/**
 * The HTTP server Fastify listens with (its `serverFactory`): Fastify's own settings, plus one
 * responder that may answer first (cached public pages). Fastify applies these settings only to
 * servers it creates itself, so they are copied here.
 */
export function createHttpServer(
  options: FastifyServerOptions,
  responder: PreRoutingResponder,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): http.Server {
  const server = http.createServer((request, response) => {
    if (!responder.serve(request, response)) handler(request, response);
  });
  if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout || httpTimeouts.requestMs;
  server.headersTimeout = Math.min(httpTimeouts.headersMs, server.requestTimeout);
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
