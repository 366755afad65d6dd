import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { portalVersion } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiDocsContentSecurityPolicy } from './security-headers.ts';

/**
 * The OpenAPI document and its page at /api/docs, built from the routes' zod schemas. Register it
 * before the routes (it collects them as they are added). Off in production unless API_DOCS=true:
 * a map of every endpoint helps an attacker more than a user.
 */
export async function registerApiDocs(app: FastifyInstance, options: { enabled: boolean }): Promise<void> {
  if (!options.enabled) return;
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Sideline API', version: portalVersion } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: apiDocsContentSecurityPolicy,
    // No request to the public validator service (it would also need a CSP allowance).
    uiConfig: { validatorUrl: null },
  });
}
