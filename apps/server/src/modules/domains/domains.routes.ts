import {
  communicationsSettingsSchema,
  customDomainRequestSchema,
  domainAvailabilityQuerySchema,
  domainEmailRequestSchema,
  domainInfoRequestSchema,
  publicDomainInfoRequestSchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { siteHostRoutePrefix } from '../../site/site-address.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { CommunicationsService } from './communications.service.ts';
import type { DomainsService } from './domains.service.ts';

const tags = ['domains'];

/** Settings → Domain and Settings → Communications, for the signed-in team. */
export function registerDomainTeamRoutes(
  app: FastifyInstance,
  deps: { service: DomainsService; communications: CommunicationsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  r.get('/api/domains', { schema: { tags } }, async (request, reply) => {
    reply.headers(noStore);
    return deps.service.getDomain(teamScopeOf(request));
  });
  r.put('/api/domains', { schema: { tags, body: customDomainRequestSchema } }, (request) =>
    deps.service.setOwnDomain(teamScopeOf(request), request.body),
  );
  r.delete('/api/domains', { schema: { tags } }, (request) =>
    deps.service.removeDomain(teamScopeOf(request)),
  );
  r.post('/api/domains/check', { schema: { tags } }, async (request) => ({
    domain: await deps.service.checkDomain(teamScopeOf(request)),
  }));
  r.get(
    '/api/domains/availability',
    { schema: { tags, querystring: domainAvailabilityQuerySchema } },
    (request) => deps.service.checkAvailability(teamScopeOf(request), request.query.domain),
  );
  r.post('/api/domains/requests/domain', { schema: { tags, body: domainInfoRequestSchema } }, (request) =>
    deps.service.submitDomainInfo(teamScopeOf(request), request.body),
  );
  r.post('/api/domains/requests/email', { schema: { tags, body: domainEmailRequestSchema } }, (request) =>
    deps.service.submitDomainEmail(teamScopeOf(request), request.body),
  );

  r.get('/api/settings/communications', { schema: { tags: ['settings'] } }, async (request, reply) => {
    reply.headers(noStore);
    return deps.communications.getSettings(teamScopeOf(request));
  });
  r.put(
    '/api/settings/communications',
    { schema: { tags: ['settings'], body: communicationsSettingsSchema } },
    (request) => deps.communications.saveSettings(teamScopeOf(request), request.body),
  );
}

/**
 * The marketing site's domain information form, and the verification token a custom domain's
 * host answers once it points here (the site rewrite sends {host}/.well-known/... to
 * /_site/{host}/.well-known/...; this route is more specific than the site's catch-all).
 */
export function registerDomainOpenRoutes(
  app: FastifyInstance,
  deps: { service: DomainsService; rateLimiter: RateLimiter },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/domain-requests',
    {
      preValidation: deps.rateLimiter.guard('domain-requests'),
      schema: { tags, body: publicDomainInfoRequestSchema },
    },
    (request) => deps.service.submitVisitorDomainInfo(request.body),
  );
  r.get(
    `${siteHostRoutePrefix}/:host/.well-known/sideline-domain/:token`,
    {
      schema: { hide: true, params: z.object({ host: z.string(), token: z.string().max(100) }) },
    },
    async (request, reply) => {
      const token = await deps.service.answerVerification(request.params.host, request.params.token);
      if (!token)
        return reply.code(404).type('text/plain').header('cache-control', 'no-store').send('Not found');
      return reply.type('text/plain').header('cache-control', 'no-store').send(token);
    },
  );
}
