import type { StoreItemKind } from '@sideline/domain';
import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { collectStoreItemKinds, type StoreItemKindHooks } from '../store/store-item-kinds.ts';
import { createOrderAdminService } from './order-admin.service.ts';
import { createProductAdminService } from './product-admin.service.ts';
import { createSalesFiguresService } from './sales-figures.service.ts';
import { registerStoreAdminRoutes } from './store-admin.routes.ts';
import { storeAdminMails } from './store-admin-mail-templates.ts';
import { createStoreMoneyService } from './store-money.service.ts';

/**
 * The store's administration (issue 22, the portal half; decision 027): products, orders,
 * refunds, disputes and the money views. The public store, checkout and completion are the
 * store module's; cancel and reinstate run the order-line kinds' hooks (store-item-kinds.ts).
 */
export const storeAdminModule = defineServerModule({
  name: 'store-admin',
  createServices: (context) => {
    const { db, payments, config, now, servicesOf } = context;
    let kinds: ReadonlyMap<StoreItemKind, StoreItemKindHooks> | null = null;
    return {
      products: createProductAdminService({ db, media: servicesOf(mediaModule).service }),
      orders: createOrderAdminService({
        db,
        provider: payments,
        mailFrom: config.mailFrom,
        now,
        // Gathered on first use, once every module's services exist (a kind may sit after this one).
        itemKinds: () => {
          kinds ??= collectStoreItemKinds(context.modules, context);
          return kinds;
        },
      }),
      money: createStoreMoneyService({ db, provider: payments, now }),
      salesFigures: createSalesFiguresService({ db }),
    };
  },
  registerTeamRoutes: (teamApp, services) => registerStoreAdminRoutes(teamApp, services),
  mails: storeAdminMails,
});
