import { staffMemberInputSchema, staffMemberSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../accounts/session-guard.ts';
import { registerContentOrderRoutes } from '../content-sections/content-order.routes.ts';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { StaffService } from './staff.service.ts';

/**
 * /api/coaches and /api/executiveboard (each with /:id and /order) for the signed-in team: Coaches
 * & Staff and the Executive Board, over one coaches table.
 */
export function registerStaffRoutes(
  app: FastifyInstance,
  deps: { coaches: StaffService; board: StaffService; guard: SessionGuard },
): void {
  for (const [path, service] of [
    ['/api/coaches', deps.coaches],
    ['/api/executiveboard', deps.board],
  ] as const) {
    registerContentOrderRoutes(app, deps.guard, { path, tag: 'staff', service });
    registerContentSectionRoutes(app, deps.guard, {
      path,
      tag: 'staff',
      input: staffMemberInputSchema,
      record: staffMemberSchema,
      service,
    });
  }
}
