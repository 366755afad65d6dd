import {
  dueRenewalReminder,
  formatDollars,
  type RenewalReminderDays,
  subscriptionAccountPortalPath,
  subscriptionProductOf,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { renewalReminderMail } from './subscription-mail-templates.ts';
import { claimReminder, findRemindableSubscriptions } from './subscriptions.repository.ts';
import { formatTeamDate } from './subscriptions.service.ts';

/**
 * Reminder mails 7 and 3 days before a trial ends or a paid period renews (issue 21 "No surprise
 * charges"), each sent once per period: the claim on the subscription row and the outbox mail are
 * one transaction, so two workers never send it twice. Returns how many were written.
 */
export async function sendRenewalReminders(deps: {
  db: Db;
  now: () => Date;
  baseUrl: string;
  mailFrom: string;
}): Promise<number> {
  const now = deps.now();
  const accountUrl = new URL(subscriptionAccountPortalPath, deps.baseUrl).toString();
  let sent = 0;
  for (const { subscription, team } of await findRemindableSubscriptions(deps.db)) {
    const periodEnd = subscription.currentPeriodEnd;
    if (!periodEnd) continue;
    const sentFor = new Set<RenewalReminderDays>();
    if (subscription.reminder7SentFor?.getTime() === periodEnd.getTime()) sentFor.add(7);
    if (subscription.reminder3SentFor?.getTime() === periodEnd.getTime()) sentFor.add(3);
    const days = dueRenewalReminder(periodEnd, now, sentFor);
    if (days === null) continue;
    const previous = days === 7 ? subscription.reminder7SentFor : subscription.reminder3SentFor;
    const product = subscriptionProductOf(subscription.product);
    const wrote = await deps.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, subscription.id, days, periodEnd, previous))) return false;
      await enqueueMail(
        tx,
        {
          from: deps.mailFrom,
          to: [team.email],
          teamId: subscription.teamId,
          tags: ['billing'],
          ...renewalReminderMail({
            firstName: '',
            teamName: team.name,
            productName: product.name,
            daysLeft: days,
            date: formatTeamDate(periodEnd, team.timeZone),
            isTrial: subscription.status === 'trialing',
            hasPaymentMethod: subscription.hasPaymentMethod,
            price: `${formatDollars(product.prices[subscription.period] * subscription.quantity)} a ${subscription.period}`,
            accountUrl,
          }),
        },
        now,
      );
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}
