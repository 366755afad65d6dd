import type { ApiErrorBody } from '@sideline/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { AppError } from './errors.ts';
import { setBaselineSecurityHeaders } from './security-headers.ts';

/** Seconds a client is asked to wait when the database is away (a restart takes a few). */
const databaseRetryAfterSeconds = 5;

/**
 * Maps every error to `{ error: { code, message, fields } }`. Validation errors name each field
 * with the schema's own message; 5xx details are logged, never sent. A database that cannot answer
 * (restart, unreachable, statement timeout) is a 503 with Retry-After, not a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.code === 'overloaded') request.log.warn({ err: error }, 'load shed');
      else if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[field] ??= issue.message ?? 'Please check this field';
      }
      const first = Object.values(fields)[0] ?? 'Please check the form';
      return reply.status(400).send(body('validation', first, fields));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('too_many_requests', error.message));
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('bad_request', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(body('unavailable', 'Sideline is briefly unavailable. Please try again in a few seconds.'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/%ff`) or a path parameter over the
 * length limit is refused before routing, so no hook runs; answer it in our shape with the baseline
 * security headers.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return setBaselineSecurityHeaders(reply)
    .status(status)
    .send(body('bad_request', 'This address is not valid. Please check the link.'));
}

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}
