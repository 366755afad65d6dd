import {
  type DashboardCounts,
  type DashboardOverview,
  type PaymentAccountStatus,
  setupSteps,
} from '@sideline/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

export interface DashboardServiceDeps {
  db: DbOrTx;
  now: () => Date;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  analytics: AnalyticsService;
  log: (message: string, error: unknown) => void;
}

/** How many recent submissions and orders the dashboard lists. */
const recentCount = 5;

/** The portal dashboard's figures; the demo pages show a demo team's counts too. */
export function createDashboardService(deps: DashboardServiceDeps) {
  /** The payment account as the provider reports it; a provider that does not answer shows as not ready. */
  async function paymentAccountOf(team: SessionTeam) {
    let status: PaymentAccountStatus;
    try {
      status = await deps.payments.getAccount(team);
    } catch (error) {
      deps.log('The payment account status could not be read for the dashboard', error);
      return { chargesEnabled: false, currentlyDue: [] };
    }
    return status.accountId === null ? null : status;
  }

  return {
    /** How many live (not deleted) records of each kind the team has. */
    countContent(team: TeamScope): Promise<DashboardCounts> {
      return createDashboardRepository(deps.db, team).countContent();
    },

    /** The setup checklist, the next home game, recent submissions and orders, and this week's figures. */
    async getOverview(team: SessionTeam): Promise<DashboardOverview> {
      const repository = createDashboardRepository(deps.db, team);
      const account = await deps.subscriptions.getAccount(team);
      const steps = setupSteps(account.goingLiveSteps, {
        websiteType: team.team.websiteType,
        paymentAccount: await paymentAccountOf(team),
        storeAgreement: team.team.storeLicensingAgreement,
        ...(await repository.findContentFirsts()),
      });
      const nextHomeGame = await repository.findNextHomeGame(deps.now());
      const submissions = await repository.findRecentSubmissions(recentCount);
      const orders = await deps.analytics.recentOrders(team, recentCount);
      return {
        setup: { steps, isComplete: steps.every((step) => step.isDone), isPublished: account.published },
        nextHomeGame: nextHomeGame && {
          id: nextHomeGame.id,
          opponent: nextHomeGame.opponent ?? nextHomeGame.title,
          startsAt: nextHomeGame.startsAt.toISOString(),
          venue: nextHomeGame.venue,
        },
        recentSubmissions: submissions.map((row) => ({
          id: row.id,
          formTitle: row.formTitle ?? 'Deleted form',
          email: row.emails[0] ?? '',
          sentAt: row.sentAt.toISOString(),
          isRead: row.isRead,
        })),
        recentOrders: orders.map((order) => ({ ...order, paidAt: order.paidAt.toISOString() })),
        week: await deps.analytics.thisWeek(team),
        timeZone: team.team.timeZone,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
