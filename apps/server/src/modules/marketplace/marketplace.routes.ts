import { readFile } from 'node:fs/promises';
import { marketplaceCategorySchema, vendorInterestRequestSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { MarketplaceService } from './marketplace.service.ts';
import {
  type MarketplaceCatalogService,
  marketplaceImagePath,
  marketplaceImagesUrl,
} from './marketplace-catalog.ts';

const tags = ['marketplace'];

/** /portal/marketplace/{category}: the products of a page, and "I'm interested". */
export function registerMarketplaceTeamRoutes(
  app: FastifyInstance,
  deps: { service: MarketplaceService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/marketplace/:category',
    { schema: { tags, params: z.object({ category: marketplaceCategorySchema }) } },
    (request) => deps.service.listCategory(teamScopeOf(request), request.params.category),
  );
  r.post('/api/marketplace-interest', { schema: { tags, body: vendorInterestRequestSchema } }, (request) =>
    deps.service.registerInterest(teamScopeOf(request), request.body),
  );
}

/** The product images: our own drawings, public like any asset; only files the catalog names. */
export function registerMarketplaceImageRoute(
  app: FastifyInstance,
  deps: { catalog: MarketplaceCatalogService },
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${marketplaceImagePath}/:file`,
      { schema: { hide: true, params: z.object({ file: z.string().max(120) }) } },
      async (request, reply) => {
        const { file } = request.params;
        if (!deps.catalog.hasImage(file)) return reply.code(404).send();
        const svg = await readFile(new URL(file, marketplaceImagesUrl));
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
      },
    );
}
