import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Answers a request before routing when it can (returns true), else leaves it to Fastify. */
export interface PreRoutingResponder {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

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
  if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
