import { staffMemberInputSchema, staffMemberSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { registerContentOrderRoutes } from '../content-sections/content-order.routes.ts';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { StaffService } from './staff.service.ts';

/**
 * /api/coaches and /api/executiveboard (each with /:id and /order) for the signed-in team: Coaches
 * & Staff and the Executive Board, over one coaches table.
 */
export function registerStaffRoutes(
  app: FastifyInstance,
  deps: { coaches: StaffService; board: StaffService },
): void {
  for (const [path, service] of [
    ['/api/coaches', deps.coaches],
    ['/api/executiveboard', deps.board],
  ] as const) {
    registerContentOrderRoutes(app, { path, tag: 'staff', service });
    registerContentSectionRoutes(app, {
      path,
      tag: 'staff',
      input: staffMemberInputSchema,
      record: staffMemberSchema,
      service,
    });
  }
}
