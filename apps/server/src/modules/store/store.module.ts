import {
  cartItems,
  carts,
  disputes,
  inventoryHolds,
  issuedTickets,
  orderItems,
  orders,
  refunds,
} from '../../db/schema/store.ts';
import { defineServerModule, type ModuleContext } from '../../platform/server-module.ts';
import { createStoreRepository } from './store.repository.ts';
import { registerStoreRoutes } from './store.routes.ts';
import { createStoreService } from './store.service.ts';
import { storeSitePages } from './store.site-pages.ts';
import { collectStoreItemKinds, type StoreItemKindHooks } from './store-item-kinds.ts';
import { storeMailTemplates } from './store-mail-templates.ts';

/** Product lines: the variants' and products' sold counts go up in the completing transaction. */
const productKind: StoreItemKindHooks = {
  async fulfil({ tx, scope, items }) {
    const repo = createStoreRepository(tx, scope);
    for (const item of items) {
      if (item.variantId && item.productId)
        await repo.addSold(tx, item.variantId, item.productId, item.quantity);
    }
  },
};

function createStoreServicesOf(context: ModuleContext) {
  let kinds: ReturnType<typeof collectStoreItemKinds> | null = null;
  const service = createStoreService({
    db: context.db,
    payments: context.payments,
    now: context.now,
    baseUrl: context.config.baseUrl,
    mailFrom: context.config.mailFrom,
    rateLimiter: context.rateLimiter,
    // Built at first use, when every module's services exist (tickets may come after the store).
    itemKinds: () => {
      kinds ??= collectStoreItemKinds(context.modules, context);
      return kinds;
    },
  });
  return { service };
}

/**
 * The store's backbone (issue 22): the public cart and checkout, order completion exactly once,
 * the provider's store events and the reconciliation sweep. Portal screens are store-admin's.
 */
export const storeModule = defineServerModule({
  name: 'store',
  createServices: (context) => {
    const services = createStoreServicesOf(context);
    const { payments } = context;
    if (payments.kind === 'sandbox') payments.deliverStoreEventsTo(services.service.receiveStoreEvent);
    return services;
  },
  registerOpenRoutes: (app, services) => registerStoreRoutes(app, services.service),
  workerTasks: (context) => [
    {
      // Closed tabs, lost webhooks and a process killed between payment and event: settled from
      // the provider; expired checkouts release their stock. The worker runs it at start too.
      name: 'store-checkout-reconciliation',
      everyMs: 60_000,
      run: () => createStoreServicesOf(context).service.reconcile(),
    },
  ],
  storeItemKinds: () => ({ product: productKind }),
  sitePages: storeSitePages,
  contentTables: {
    bumping: [],
    notBumping: [orders, orderItems, issuedTickets, carts, cartItems, inventoryHolds, refunds, disputes],
  },
  mails: storeMailTemplates,
});
