import {
  dashboardCountsSchema,
  demoIds,
  findDemoTeamSpec,
  getSportsTypeDisplayName,
  requireTeamSportsType,
  sportsTypeSchema,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { organizations } from '../../db/schema/teams.ts';
import { AppError } from '../../platform/errors.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { findDemoTeam } from '../accounts/demo-accounts.ts';
import { createDashboardRepository } from '../dashboard/dashboard.repository.ts';

export const demoInfoResponseSchema = z.object({
  demoId: z.enum(demoIds),
  teamName: z.string(),
  organizationName: z.string(),
  sportsType: sportsTypeSchema,
  sportsDisplayName: z.string(),
  email: z.string(),
  counts: dashboardCountsSchema,
});
export type DemoInfoResponse = z.infer<typeof demoInfoResponseSchema>;

export const demoMessages = {
  unknownDemo: 'Unknown demo',
  demoUnavailable: 'This demo is not available right now. Please try again later.',
} as const;

/** GET /api/demo/:demoId: the demo team of a sport and what it holds (public, read-only). */
export function registerDemoRoutes(app: FastifyInstance, deps: { db: DbOrTx }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/demo/:demoId',
    {
      schema: {
        tags: ['demo'],
        params: z.object({ demoId: z.string().max(64) }),
        response: { 200: demoInfoResponseSchema },
      },
    },
    async (request) => {
      const spec = findDemoTeamSpec(request.params.demoId);
      if (!spec) throw new AppError('not_found', demoMessages.unknownDemo);
      const team = await findDemoTeam(deps.db, spec.demoId);
      if (!team) throw new AppError('not_found', demoMessages.demoUnavailable);
      const [organization] = await deps.db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, team.organizationId));
      const counts = await createDashboardRepository(deps.db, createTeamScope(team.id)).countContent();
      return {
        demoId: spec.demoId,
        teamName: team.name,
        organizationName: organization?.name ?? spec.organizationName,
        sportsType: team.sportsType,
        sportsDisplayName: getSportsTypeDisplayName(requireTeamSportsType(team.sportsType)),
        email: team.email,
        counts,
      };
    },
  );
}
