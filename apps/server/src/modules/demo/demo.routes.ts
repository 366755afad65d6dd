import {
  accountMessages,
  demoInfoResponseSchema,
  getSportsTypeDisplayName,
  isDemoId,
  requireTeamSportsType,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { findDemoTeam } from '../accounts/demo-accounts.ts';
import { createDashboardRepository } from '../dashboard/dashboard.repository.ts';

const demoParamsSchema = z.object({ demoId: z.string().min(1).max(64) });

/** GET /api/demo/:demoId: the demo team of a sport and what it holds (public, read-only). */
export function registerDemoRoutes(app: FastifyInstance, deps: { db: DbOrTx }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
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
      const counts = await createDashboardRepository(deps.db, createTeamScope(team.id)).countContent();
      return {
        demoId,
        teamName: team.name,
        organizationName,
        sportsType: team.sportsType,
        sportsDisplayName: getSportsTypeDisplayName(requireTeamSportsType(team.sportsType)),
        email: team.email,
        counts,
      };
    },
  );
}
