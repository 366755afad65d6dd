import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { portalVersion } from '@sideline/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCsrfGuard } from './platform/csrf.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { defaultWebDistDir, registerWebApp } from './platform/web-app.ts';

export interface AppDeps {
  database: Database;
  /** Folder of the built web app; tests may point elsewhere. */
  webDistDir?: string;
  logger?: boolean;
}

export type App = FastifyInstance;

/** The composition root: every service is created and wired here, once. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ? { level: config.isProduction ? 'info' : 'warn' } : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerCsrfGuard(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Sideline API', version: portalVersion } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, version: portalVersion }));

  await registerWebApp(app, {
    distDir: deps.webDistDir ?? defaultWebDistDir,
    isKnownReferralId: async () => false,
  });
  return app;
}
