import { isWellFormedReferralId, referralLookupResponseSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReferralsService } from './referrals.service.ts';

const referralParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** GET /api/referrals/:id: whether a referral id is a team's, and which team (for the sign-up page). */
export function registerReferralRoutes(app: FastifyInstance, deps: { service: ReferralsService }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/referrals/:id',
    {
      schema: {
        tags: ['referrals'],
        params: referralParamsSchema,
        response: { 200: referralLookupResponseSchema },
      },
    },
    async (request) => {
      // Only an id we could have made is looked up; any other text is simply not a referral.
      if (!isWellFormedReferralId(request.params.id)) return { valid: false };
      const team = await deps.service.findReferringTeam(request.params.id);
      return team ? { valid: true, teamName: team.name } : { valid: false };
    },
  );
}
