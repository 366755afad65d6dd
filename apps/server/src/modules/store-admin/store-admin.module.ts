import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { storeModule } from '../store/store.module.ts';
import { createOrderAdminService } from './order-admin.service.ts';
import { createProductAdminService } from './product-admin.service.ts';
import { createSalesFiguresService } from './sales-figures.service.ts';
import { registerStoreAdminRoutes } from './store-admin.routes.ts';
import { storeAdminSeeding } from './store-admin.seeding.ts';
import { storeAdminMails } from './store-admin-mail-templates.ts';
import { createStoreMoneyService } from './store-money.service.ts';
import { createStoreSettingsService } from './store-settings.service.ts';

/**
 * The store's administration (issue 22, the portal half; decision 027): products, orders,
 * refunds, disputes and the money views. The public store, checkout and completion are the
 * store module's; cancel and reinstate run the order-line kinds' hooks through the store's service.
 */
export const storeAdminModule = defineServerModule({
  name: 'store-admin',
  createServices: (context) => {
    const { db, payments, config, now, servicesOf, storage } = context;
    return {
      products: createProductAdminService({ db, media: servicesOf(mediaModule).service }),
      orders: createOrderAdminService({
        db,
        provider: payments,
        storage,
        mailFrom: config.mailFrom,
        now,
        // The store's services are created after this module's: looked up when an order changes.
        orderHooks: () => servicesOf(storeModule).service.runOrderHooks,
      }),
      money: createStoreMoneyService({ db, provider: payments, now }),
      settings: createStoreSettingsService({ db, now }),
      salesFigures: createSalesFiguresService({ db }),
    };
  },
  registerTeamRoutes: (teamApp, services) => registerStoreAdminRoutes(teamApp, services),
  mails: storeAdminMails,
  seed: storeAdminSeeding,
});
