import {
  formatWallTime,
  lineNeedsFulfilment,
  parseWallTime,
  type StoreMoney,
  type StoreOverview,
  type StoreSalesTotals,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import { createStoreAdminRepository, type OrderRow } from './store-admin.repository.ts';

/** How many payouts the money view lists (the newest). */
export const payoutsShown = 10;

/** The starts of today and of this week (Monday) in the team's zone. */
export function salesPeriodStarts(now: Date, timeZone: string): { today: Date; week: Date } {
  const wall = formatWallTime(now, timeZone);
  const today = parseWallTime(`${wall.slice(0, 10)}T00:00`, timeZone) ?? now;
  const [year = 0, month = 1, day = 1] = wall.slice(0, 10).split('-').map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(Date.UTC(year, month - 1, day - weekday)).toISOString().slice(0, 10);
  return { today, week: parseWallTime(`${monday}T00:00`, timeZone) ?? today };
}

function totalsSince(orders: OrderRow[], since: Date): StoreSalesTotals {
  const sold = orders.filter((o) => o.paidAt && o.paidAt.getTime() >= since.getTime());
  return {
    orders: sold.length,
    salesCents: sold.reduce((sum, o) => sum + o.totalCents - o.refundedCents, 0),
    feeCents: sold.reduce((sum, o) => sum + o.serviceFeeCents, 0),
  };
}

/**
 * Store → Overview and the money views (issue 22, decision 027): sales from our paid orders;
 * balance, payouts and their schedule read from the provider (we keep no copy of them).
 */
export function createStoreMoneyService(deps: { db: Db; provider: PaymentProvider; now: () => Date }) {
  async function money(team: SessionTeam): Promise<StoreMoney> {
    const accountId = team.team.stripeAccountId;
    if (!accountId) return { availableCents: 0, pendingCents: 0, payouts: [], schedule: '' };
    const [balance, payouts] = await Promise.all([
      deps.provider.getBalance(accountId),
      deps.provider.listPayouts(accountId, payoutsShown),
    ]);
    return {
      ...balance,
      schedule: payouts.schedule,
      payouts: payouts.payouts.map((p) => ({
        ...p,
        createdAt: p.createdAt.toISOString(),
        arrivalDate: p.arrivalDate.toISOString(),
      })),
    };
  }

  return {
    money,

    /**
     * Sales today, this week and this season (since the store's schedule opened), net of refunds;
     * the fee taken; orders with something left to ship; and the balance when the provider answers.
     */
    async overview(team: SessionTeam): Promise<StoreOverview> {
      const repository = createStoreAdminRepository(deps.db, team);
      const now = deps.now();
      const [orders, timeZone] = await Promise.all([
        repository.listPaidOrders(),
        findTeamTimeZone(deps.db, team),
      ]);
      const items = await repository.listOrderItems(orders.filter((o) => !o.cancelledAt).map((o) => o.id));
      const starts = salesPeriodStarts(now, timeZone);
      const seasonStart = new Date(team.team.storeInfo.scheduleStartTime);
      const ordersToFulfil = new Set(items.filter(lineNeedsFulfilment).map((item) => item.orderId)).size;
      let moneyNow: StoreMoney | null = null;
      let moneyProblem = '';
      try {
        moneyNow = await money(team);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        moneyProblem = error.message;
      }
      return {
        today: totalsSince(orders, starts.today),
        week: totalsSince(orders, starts.week),
        season: totalsSince(orders, Number.isNaN(seasonStart.getTime()) ? new Date(0) : seasonStart),
        ordersToFulfil,
        money: moneyNow,
        moneyProblem,
      };
    },
  };
}

export type StoreMoneyService = ReturnType<typeof createStoreMoneyService>;
