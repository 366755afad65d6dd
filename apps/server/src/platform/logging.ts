import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fastify's request logging without personal data: a request is logged as its method, its path
 * without the query string (queries carry tokens: /verify-email?token=, onboarding links) and its
 * route, never the client address, host or headers. Production logs at info, development at warn.
 */
export function createLoggerOptions(options: {
  isProduction: boolean;
  destination?: LogDestination;
}): FastifyServerOptions['logger'] {
  return {
    level: options.isProduction ? 'info' : 'warn',
    ...(options.destination ? { stream: options.destination } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: pathWithoutQuery(request.url),
        route: request.routeOptions?.url,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export function pathWithoutQuery(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}
