import {
  type ContentOrderInput,
  type ContentOrderList,
  contentOrderInputSchema,
  contentOrderListSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';

/**
 * The hand-made order of a section (sponsors, coaches, executive board; spec part 2 §4), for the
 * signed-in team and never cached:
 *
 *   GET {path}/order              → ContentOrderList, every live row, first place first
 *   PUT {path}/order  body: {ids} → ContentOrderList after renumbering, in one transaction
 *
 * The service answers AppError('conflict', contentOrderMessages.stale) when the ids are not
 * exactly the section's live rows.
 */
export interface ContentOrderRoutes {
  path: string;
  tag: string;
  service: {
    listOrder(scope: TeamScope): Promise<ContentOrderList>;
    saveOrder(scope: TeamScope, ids: readonly string[]): Promise<ContentOrderList>;
  };
}

export function registerContentOrderRoutes(
  app: FastifyInstance,
  { path, tag, service }: ContentOrderRoutes,
): void {
  const listSchema: FastifySchema = { tags: [tag], response: { 200: contentOrderListSchema } };
  const saveSchema: FastifySchema = { ...listSchema, body: contentOrderInputSchema };

  app.get(`${path}/order`, { schema: listSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.listOrder(teamScopeOf(request));
  });
  app.put(`${path}/order`, { schema: saveSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.saveOrder(teamScopeOf(request), (request.body as ContentOrderInput).ids);
  });
}
