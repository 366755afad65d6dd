import {
  contentListQuerySchema,
  scanAccessCreatedSchema,
  scanAccessInputSchema,
  scanAccessSchema,
  scanDeviceInputSchema,
  scanDeviceSchema,
  scannerBundleSchema,
  scannerSyncSchema,
  ticketActionResultSchema,
  ticketInputSchema,
  ticketNotifyHoldersSchema,
  ticketOptionsSchema,
  ticketSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';
import type { ScanAccessService } from './scan-access.service.ts';
import type { TicketsService } from './tickets.service.ts';

const scannerParamsSchema = z.object({ ticketId: z.string().min(1).max(100) });
const bundleQuerySchema = z.object({ deviceId: z.string().max(100).optional() });

/**
 * /api/tickets (the portal's ticket editor: list, create, read, update, delete), /api/tickets/options
 * (games and events a ticket admits to), and the door: /api/scanner/:ticketId/{bundle,devices,sync}.
 */
export function registerTicketsRoutes(
  app: FastifyInstance,
  deps: { service: TicketsService; scanAccess: ScanAccessService },
) {
  registerSectionReadRoute(app, {
    path: '/api/tickets/options',
    tag: 'tickets',
    response: ticketOptionsSchema,
    read: (scope) => deps.service.options(scope),
  });
  registerContentSectionRoutes(app, {
    path: '/api/tickets',
    tag: 'tickets',
    input: ticketInputSchema,
    record: ticketSchema,
    listQuery: contentListQuerySchema,
    service: deps.service,
  });

  registerScannerRoutes(app, {
    prefix: '/api/scanner/:ticketId',
    params: scannerParamsSchema,
    doorOf: async (request) => ({
      scope: teamScopeOf(request),
      ticketId: (request.params as z.output<typeof scannerParamsSchema>).ticketId,
    }),
    service: deps.service,
  });
  registerTicketActionRoutes(app, deps);
}

/** The door a scanner request acts for: the team and the one ticket. */
export interface ScannerDoor {
  scope: TeamScope;
  ticketId: string;
}

/**
 * The scanner's three calls under `prefix`: {prefix}/bundle, {prefix}/devices (list, add) and
 * {prefix}/sync. The admin's scanner names the ticket in the path (team session); a volunteer's
 * (/api/door) has it from the scan access's session, so `doorOf` says which door a request is.
 */
export function registerScannerRoutes(
  app: FastifyInstance,
  options: {
    prefix: string;
    params?: FastifySchema['params'];
    doorOf: (request: FastifyRequest) => Promise<ScannerDoor>;
    service: Pick<TicketsService, 'bundle' | 'listDevices' | 'addDevice' | 'sync'>;
  },
) {
  const { prefix, doorOf, service } = options;
  const tags = ['tickets'];
  const schemaOf = (schema: FastifySchema): FastifySchema => ({
    tags,
    ...(options.params ? { params: options.params } : {}),
    ...schema,
  });
  app.get(
    `${prefix}/bundle`,
    { schema: schemaOf({ querystring: bundleQuerySchema, response: { 200: scannerBundleSchema } }) },
    async (request, reply) => {
      const door = await doorOf(request);
      reply.header('cache-control', 'no-store');
      const { deviceId } = request.query as z.output<typeof bundleQuerySchema>;
      return service.bundle(door.scope, door.ticketId, deviceId ?? null);
    },
  );
  app.get(
    `${prefix}/devices`,
    { schema: schemaOf({ response: { 200: z.array(scanDeviceSchema) } }) },
    async (request, reply) => {
      const door = await doorOf(request);
      reply.header('cache-control', 'no-store');
      return service.listDevices(door.scope, door.ticketId);
    },
  );
  app.post(
    `${prefix}/devices`,
    { schema: schemaOf({ body: scanDeviceInputSchema, response: { 201: scanDeviceSchema } }) },
    async (request, reply) => {
      const door = await doorOf(request);
      reply.header('cache-control', 'no-store').status(201);
      const { name } = request.body as z.output<typeof scanDeviceInputSchema>;
      return service.addDevice(door.scope, door.ticketId, name);
    },
  );
  app.post(
    `${prefix}/sync`,
    { schema: schemaOf({ body: scannerSyncSchema, response: { 200: scannerBundleSchema } }) },
    async (request, reply) => {
      const door = await doorOf(request);
      reply.header('cache-control', 'no-store');
      return service.sync(door.scope, door.ticketId, request.body as z.output<typeof scannerSyncSchema>);
    },
  );
}

const ticketParamsSchema = z.object({ id: z.string().min(1).max(100) });
const accessParamsSchema = ticketParamsSchema.extend({ accessId: z.string().min(1).max(100) });
const idOf = (request: { params: unknown }) => (request.params as z.output<typeof ticketParamsSchema>).id;

/**
 * The editor's actions on one ticket: mail the holders the change, refund every order of a
 * cancelled game, undo the last check-in, and the volunteers' scan-only accesses.
 */
function registerTicketActionRoutes(
  app: FastifyInstance,
  deps: { service: TicketsService; scanAccess: ScanAccessService },
) {
  const tags = ['tickets'];
  const action = (body?: FastifySchema['body']): FastifySchema => ({
    tags,
    params: ticketParamsSchema,
    ...(body ? { body } : {}),
    response: { 200: ticketActionResultSchema },
  });
  app.post('/api/tickets/:id/notify-holders', { schema: action(ticketNotifyHoldersSchema) }, (request) =>
    deps.service.notifyHolders(
      teamScopeOf(request),
      idOf(request),
      request.body as z.output<typeof ticketNotifyHoldersSchema>,
    ),
  );
  app.post('/api/tickets/:id/refund-all', { schema: action() }, (request) =>
    deps.service.refundAll(teamScopeOf(request), idOf(request)),
  );
  app.post('/api/tickets/:id/check-ins/undo-last', { schema: action() }, (request) =>
    deps.service.undoLastCheckIn(teamScopeOf(request), idOf(request)),
  );

  app.get(
    '/api/tickets/:id/scan-accesses',
    { schema: { tags, params: ticketParamsSchema, response: { 200: z.array(scanAccessSchema) } } },
    (request) => deps.scanAccess.list(teamScopeOf(request), idOf(request)),
  );
  app.post(
    '/api/tickets/:id/scan-accesses',
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        body: scanAccessInputSchema,
        response: { 201: scanAccessCreatedSchema },
      },
    },
    async (request, reply) => {
      // The PIN is in this answer only: nothing may keep it.
      reply.header('cache-control', 'no-store').status(201);
      const { label } = request.body as z.output<typeof scanAccessInputSchema>;
      return deps.scanAccess.create(teamScopeOf(request), idOf(request), label);
    },
  );
  app.delete(
    '/api/tickets/:id/scan-accesses/:accessId',
    { schema: { tags, params: accessParamsSchema } },
    async (request, reply) => {
      const { id, accessId } = request.params as z.output<typeof accessParamsSchema>;
      await deps.scanAccess.revoke(teamScopeOf(request), id, accessId);
      return reply.status(204).send();
    },
  );
}
