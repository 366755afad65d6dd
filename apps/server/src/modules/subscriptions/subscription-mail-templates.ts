import {
  button,
  defineMailTemplate,
  greeting,
  type MailBody,
  mailBody,
  p,
} from '../../platform/mail/mail-layout.ts';

export interface RenewalReminderValues {
  firstName: string;
  teamName: string;
  productName: string;
  /** 7 or 3. */
  daysLeft: number;
  /** The trial's end or the renewal date, as the team reads it. */
  date: string;
  isTrial: boolean;
  hasPaymentMethod: boolean;
  /** "$200.00 a year". */
  price: string;
  accountUrl: string;
}

/**
 * Before a trial ends or a paid period renews (7 and 3 days before): what happens on that date and
 * how to stop it, so nobody is charged by surprise. A transactional mail: it always goes.
 */
export const renewalReminderMail = defineMailTemplate(
  'subscription-renewal-reminder',
  (v: RenewalReminderValues): MailBody => {
    const what = v.isTrial ? `free trial of ${v.productName}` : `${v.productName} subscription`;
    const outcome = !v.isTrial
      ? `It renews on ${v.date} and your card is charged ${v.price}. To stop it, cancel it in Subscription & Account.`
      : v.hasPaymentMethod
        ? `Your free trial ends on ${v.date}. Your card is then charged ${v.price}, unless you cancel before that date in Subscription & Account.`
        : `Your free trial ends on ${v.date}. You have not added a card, so on that date the subscription pauses, nothing is charged, and your website stops being published. To keep it published, cancel the trial and start the subscription again with a card in Subscription & Account.`;
    return mailBody(
      `${v.teamName}: your ${what} ${v.isTrial ? 'ends' : 'renews'} in ${v.daysLeft} days`,
      `Your ${what} ${v.isTrial ? 'ends' : 'renews'} in ${v.daysLeft} days`,
      [p(greeting(v.firstName)), p(outcome), button('Open Subscription & Account', v.accountUrl)],
      {
        firstName: v.firstName,
        teamName: v.teamName,
        productName: v.productName,
        daysLeft: String(v.daysLeft),
        date: v.date,
        price: v.price,
        accountUrl: v.accountUrl,
      },
    );
  },
);

/** The subscriptions module's `mails`. */
export const subscriptionMailTemplates = [renewalReminderMail];
