import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { ReferralRewardsService } from './referral-rewards.service.ts';

/** GET /api/referral-program: the team's link, the teams it referred with their state, its rewards. */
export function registerReferralRewardsRoutes(
  app: FastifyInstance,
  deps: { service: ReferralRewardsService },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/referral-program', { schema: { tags: ['referrals'] } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.overview(teamScopeOf(request));
    });
}
