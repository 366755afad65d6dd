import fastifyMultipart from '@fastify/multipart';
import {
  disputeEvidenceFileRules,
  disputeEvidenceSchema,
  disputeMessages,
  fulfilOrderSchema,
  handOverOrderSchema,
  orderFilters,
  orderNotesSchema,
  productInputSchema,
  refundRequestSchema,
  storeProductSchema,
  storeScheduleUpdateSchema,
  storeSettingsUpdateSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { toShownFileName } from '../../platform/file-names.ts';
import { toMultipartRefusal } from '../../platform/multipart-input.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import {
  contentIdParamsSchema,
  registerContentSectionRoutes,
} from '../content-sections/content-section.routes.ts';
import type { OrderAdminService } from './order-admin.service.ts';
import type { ProductAdminService } from './product-admin.service.ts';
import type { StoreMoneyService } from './store-money.service.ts';
import type { StoreSettingsService } from './store-settings.service.ts';

const tags = ['store-admin'];
const path = '/api/store-admin';

export interface StoreAdminServices {
  products: ProductAdminService;
  orders: OrderAdminService;
  money: StoreMoneyService;
  settings: StoreSettingsService;
}

/**
 * The store's administration for the signed-in team (issue 22): products as a content section,
 * orders with fulfilment, cancellation, notes and refunds, disputes, the money views, and the
 * store's settings and schedule.
 */
export function registerStoreAdminRoutes(app: FastifyInstance, services: StoreAdminServices): void {
  registerContentSectionRoutes(app, {
    path: `${path}/products`,
    tag: 'store-admin',
    input: productInputSchema,
    record: storeProductSchema,
    service: services.products,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = contentIdParamsSchema;
  const noStore = <T>(reply: { header(name: string, value: string): unknown }, value: T) => {
    reply.header('cache-control', 'no-store');
    return value;
  };

  r.get(`${path}/overview`, { schema: { tags } }, async (request, reply) =>
    noStore(reply, await services.money.overview(teamScopeOf(request))),
  );
  r.get(`${path}/settings`, { schema: { tags } }, async (request, reply) =>
    noStore(reply, await services.settings.getSettings(teamScopeOf(request))),
  );
  r.put(`${path}/settings`, { schema: { tags, body: storeSettingsUpdateSchema } }, async (request, reply) =>
    noStore(reply, await services.settings.updateSettings(teamScopeOf(request), request.body)),
  );
  r.get(`${path}/schedule`, { schema: { tags } }, async (request, reply) =>
    noStore(reply, await services.settings.getSchedule(teamScopeOf(request))),
  );
  r.put(`${path}/schedule`, { schema: { tags, body: storeScheduleUpdateSchema } }, async (request, reply) =>
    noStore(reply, await services.settings.updateSchedule(teamScopeOf(request), request.body)),
  );
  r.get(`${path}/money`, { schema: { tags } }, async (request, reply) =>
    noStore(reply, await services.money.money(teamScopeOf(request))),
  );

  r.get(
    `${path}/orders`,
    { schema: { tags, querystring: z.object({ filter: z.enum(orderFilters).optional() }) } },
    async (request, reply) =>
      noStore(reply, { items: await services.orders.list(teamScopeOf(request), request.query.filter) }),
  );
  r.get(`${path}/orders/:id`, { schema: { tags, params } }, async (request, reply) =>
    noStore(reply, await services.orders.get(teamScopeOf(request), request.params.id)),
  );
  r.post(
    `${path}/orders/:id/fulfil`,
    { schema: { tags, params, body: fulfilOrderSchema } },
    async (request, reply) =>
      noStore(reply, await services.orders.fulfil(teamScopeOf(request), request.params.id, request.body)),
  );
  r.post(
    `${path}/orders/:id/hand-over`,
    { schema: { tags, params, body: handOverOrderSchema } },
    async (request, reply) =>
      noStore(reply, await services.orders.handOver(teamScopeOf(request), request.params.id, request.body)),
  );
  r.post(`${path}/orders/:id/cancel`, { schema: { tags, params } }, async (request, reply) =>
    noStore(reply, await services.orders.cancel(teamScopeOf(request), request.params.id)),
  );
  r.post(`${path}/orders/:id/reinstate`, { schema: { tags, params } }, async (request, reply) =>
    noStore(reply, await services.orders.reinstate(teamScopeOf(request), request.params.id)),
  );
  r.put(
    `${path}/orders/:id/notes`,
    { schema: { tags, params, body: orderNotesSchema } },
    async (request, reply) =>
      noStore(
        reply,
        await services.orders.saveNotes(teamScopeOf(request), request.params.id, request.body.notes),
      ),
  );
  r.post(
    `${path}/orders/:id/refunds`,
    { schema: { tags, params, body: refundRequestSchema } },
    async (request, reply) =>
      noStore(reply, await services.orders.refund(teamScopeOf(request), request.params.id, request.body)),
  );

  r.get(`${path}/disputes`, { schema: { tags } }, async (request, reply) =>
    noStore(reply, { items: await services.orders.listDisputes(teamScopeOf(request)) }),
  );
  // A file for a dispute's evidence, one per request (multipart, part `file`), kept until sent.
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      // The stream stops at the limit: nothing beyond it is buffered.
      limits: { fileSize: disputeEvidenceFileRules.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    uploads
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `${path}/disputes/:id/files`,
        { schema: { tags, params, consumes: ['multipart/form-data'] } },
        async (request, reply) => {
          const attached = await services.orders.attachEvidenceFile(
            teamScopeOf(request),
            request.params.id,
            () => readEvidenceFile(request, uploads),
          );
          reply.header('cache-control', 'no-store').status(201);
          return attached;
        },
      );
  });
  r.post(
    `${path}/disputes/:id/evidence`,
    { schema: { tags, params, body: disputeEvidenceSchema } },
    async (request, reply) =>
      noStore(
        reply,
        await services.orders.submitEvidence(teamScopeOf(request), request.params.id, request.body),
      ),
  );
}

/** The one file of an evidence upload; over 5 MB it is refused before it is all read. */
async function readEvidenceFile(
  request: FastifyRequest,
  app: FastifyInstance,
): Promise<{ data: Buffer; fileName: string }> {
  const { RequestFileTooLargeError } = app.multipartErrors;
  let fileName = '';
  try {
    const part = await request.file();
    if (!part) throw new AppError('validation', disputeMessages.noFile, { file: disputeMessages.noFile });
    fileName = toShownFileName(part.filename, 'The file');
    return { data: await part.toBuffer(), fileName };
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      const message = disputeMessages.fileTooLarge(fileName);
      throw new AppError('payload_too_large', message, { file: message });
    }
    throw toMultipartRefusal(error, request, 'file');
  }
}
