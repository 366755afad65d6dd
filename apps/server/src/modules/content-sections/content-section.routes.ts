import {
  type ContentListQuery,
  type ContentListResponse,
  contentListQuerySchema,
  contentListResponseSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';

/**
 * The five routes of a portal content section, for the signed-in team and never cached:
 *
 *   GET    {path}?search=&cursor=&limit=  → ContentListResponse (domain content-list.ts)
 *   POST   {path}            body: input  → 201 record
 *   GET    {path}/:id                     → record
 *   PUT    {path}/:id        body: input  → record
 *   DELETE {path}/:id                     → 204
 *
 * The service throws AppError('not_found', messages.notFound) for an id that is not one of the
 * team's live records (another team's id included), and AppError('conflict', ...) for the
 * blocking rules of spec part 2 §8. Sections with extra routes register them beside these.
 */
export interface ContentSectionRoutes<Input extends z.ZodType, Record extends z.ZodType> {
  path: string;
  /** The OpenAPI tag. */
  tag: string;
  input: Input;
  record: Record;
  /** The list's query when the section filters further (contentListQuerySchema extended). */
  listQuery?: z.ZodType;
  /** The delete's query when the section offers options (what happens to linked tickets). */
  deleteQuery?: z.ZodType;
  service: {
    list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse>;
    get(scope: TeamScope, id: string): Promise<z.output<Record>>;
    create(scope: TeamScope, input: z.output<Input>): Promise<z.output<Record>>;
    update(scope: TeamScope, id: string, input: z.output<Input>): Promise<z.output<Record>>;
    remove(scope: TeamScope, id: string, options?: unknown): Promise<void>;
  };
}

export const contentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export function registerContentSectionRoutes<Input extends z.ZodType, Record extends z.ZodType>(
  app: FastifyInstance,
  section: ContentSectionRoutes<Input, Record>,
): void {
  const { path, service } = section;
  const tags = [section.tag];
  const recordResponse = { 200: section.record };
  // Typed loosely: the handlers' types come from the section's own declaration.
  const listSchema: FastifySchema = {
    tags,
    querystring: section.listQuery ?? contentListQuerySchema,
    response: { 200: contentListResponseSchema },
  };
  const createSchema: FastifySchema = { tags, body: section.input, response: { 201: section.record } };
  const readSchema: FastifySchema = { tags, params: contentIdParamsSchema, response: recordResponse };
  const updateSchema: FastifySchema = { ...readSchema, body: section.input };
  const deleteSchema: FastifySchema = {
    tags,
    params: contentIdParamsSchema,
    ...(section.deleteQuery ? { querystring: section.deleteQuery } : {}),
  };
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

  app.get(path, { schema: listSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.list(teamScopeOf(request), request.query as ContentListQuery);
  });
  app.post(path, { schema: createSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store').status(201);
    return service.create(teamScopeOf(request), request.body as z.output<Input>);
  });
  app.get(`${path}/:id`, { schema: readSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.get(teamScopeOf(request), idOf(request));
  });
  app.put(`${path}/:id`, { schema: updateSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.update(teamScopeOf(request), idOf(request), request.body as z.output<Input>);
  });
  app.delete(`${path}/:id`, { schema: deleteSchema }, async (request, reply) => {
    await service.remove(teamScopeOf(request), idOf(request), request.query);
    reply.header('cache-control', 'no-store').status(204);
  });
}

/**
 * A section's read-only GET beside its five routes (/api/games/options, /api/seasons/predeveloped,
 * ...): for the signed-in team, never cached.
 */
export function registerSectionReadRoute<Response extends z.ZodType>(
  app: FastifyInstance,
  route: {
    path: string;
    tag: string;
    response: Response;
    read(scope: TeamScope): Promise<z.output<Response>>;
  },
): void {
  const schema: FastifySchema = { tags: [route.tag], response: { 200: route.response } };
  app.get(route.path, { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return route.read(teamScopeOf(request));
  });
}
