import {
  accountMessages,
  demoInfoResponseSchema,
  getSportsTypeDisplayName,
  isDemoId,
  privateDemoMessages,
  requireTeamSportsType,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { forwardSetCookies, toFetchHeaders } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { findDemoTeam } from '../accounts/demo-accounts.ts';
import type { DashboardService } from '../dashboard/dashboard.service.ts';
import type { PrivateDemoService } from './private-demos.service.ts';

const demoParamsSchema = z.object({ demoId: z.string().min(1).max(64) });
const hourMs = 60 * 60 * 1000;

export interface DemoRouteDeps {
  db: DbOrTx;
  privateDemos: PrivateDemoService;
  /** The demo page shows what the demo team holds: the dashboard's counts. */
  dashboard: DashboardService;
  rateLimiter: RateLimiter;
  /** Private demos one address may open per hour (PRIVATE_DEMOS_PER_HOUR). */
  privateDemosPerHour: number;
}

/**
 * GET /api/demo/:demoId: the shared demo team of a sport and what it holds (public, read-only).
 * POST /api/demo/:demoId/try: a private copy of it for this visitor, signed in.
 */
export function registerDemoRoutes(app: FastifyInstance, deps: DemoRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/demo/:demoId',
    {
      schema: {
        tags: ['demo'],
        params: demoParamsSchema,
        response: { 200: demoInfoResponseSchema },
      },
    },
    async (request) => {
      const { demoId } = request.params;
      if (!isDemoId(demoId)) throw new AppError('not_found', accountMessages.unknownDemo);
      const demo = await findDemoTeam(deps.db, demoId);
      if (!demo) throw new AppError('not_found', accountMessages.demoUnavailable);
      const { team, organizationName } = demo;
      // A shared demo team is public: its scope is made once the demo id has found it.
      const counts = await deps.dashboard.countContent(createTeamScope(team.id));
      return {
        demoId,
        teamName: team.name,
        slug: team.slug,
        organizationName,
        sportsType: team.sportsType,
        sportsDisplayName: getSportsTypeDisplayName(requireTeamSportsType(team.sportsType)),
        email: team.email,
        counts,
      };
    },
  );

  r.post(
    '/api/demo/:demoId/try',
    {
      preValidation: deps.rateLimiter.guard(
        'private-demo',
        { limit: deps.privateDemosPerHour, windowMs: hourMs },
        privateDemoMessages.tooMany,
      ),
      schema: { tags: ['demo'], params: demoParamsSchema },
    },
    async (request, reply) => {
      const { demoId } = request.params;
      if (!isDemoId(demoId)) throw new AppError('not_found', accountMessages.unknownDemo);
      reply.header('cache-control', 'no-store');
      const session = await deps.privateDemos.open(demoId, {
        headers: toFetchHeaders(request),
        setCookies: (headers) => forwardSetCookies(reply, headers),
      });
      return reply.status(201).send(session);
    },
  );
}
