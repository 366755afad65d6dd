import {
  contentListQuerySchema,
  scanDeviceInputSchema,
  scanDeviceSchema,
  scannerBundleSchema,
  scannerSyncSchema,
  ticketInputSchema,
  ticketOptionsSchema,
  ticketSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';
import type { TicketsService } from './tickets.service.ts';

const scannerParamsSchema = z.object({ ticketId: z.string().min(1).max(100) });
const bundleQuerySchema = z.object({ deviceId: z.string().max(100).optional() });

/**
 * /api/tickets (the portal's ticket editor: list, create, read, update, delete), /api/tickets/options
 * (games and events a ticket admits to), and the door: /api/scanner/:ticketId/{bundle,devices,sync}.
 */
export function registerTicketsRoutes(app: FastifyInstance, deps: { service: TicketsService }) {
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

  const tags = ['tickets'];
  const ticketIdOf = (request: { params: unknown }) =>
    (request.params as z.output<typeof scannerParamsSchema>).ticketId;
  const bundleSchema: FastifySchema = {
    tags,
    params: scannerParamsSchema,
    querystring: bundleQuerySchema,
    response: { 200: scannerBundleSchema },
  };
  app.get('/api/scanner/:ticketId/bundle', { schema: bundleSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { deviceId } = request.query as z.output<typeof bundleQuerySchema>;
    return deps.service.bundle(teamScopeOf(request), ticketIdOf(request), deviceId ?? null);
  });
  const devicesSchema: FastifySchema = {
    tags,
    params: scannerParamsSchema,
    response: { 200: z.array(scanDeviceSchema) },
  };
  app.get('/api/scanner/:ticketId/devices', { schema: devicesSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deps.service.listDevices(teamScopeOf(request), ticketIdOf(request));
  });
  const addDeviceSchema: FastifySchema = {
    tags,
    params: scannerParamsSchema,
    body: scanDeviceInputSchema,
    response: { 201: scanDeviceSchema },
  };
  app.post('/api/scanner/:ticketId/devices', { schema: addDeviceSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store').status(201);
    const { name } = request.body as z.output<typeof scanDeviceInputSchema>;
    return deps.service.addDevice(teamScopeOf(request), ticketIdOf(request), name);
  });
  const syncSchema: FastifySchema = {
    tags,
    params: scannerParamsSchema,
    body: scannerSyncSchema,
    response: { 200: scannerBundleSchema },
  };
  app.post('/api/scanner/:ticketId/sync', { schema: syncSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deps.service.sync(
      teamScopeOf(request),
      ticketIdOf(request),
      request.body as z.output<typeof scannerSyncSchema>,
    );
  });
}
