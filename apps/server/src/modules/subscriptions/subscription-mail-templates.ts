import {
  brand,
  button,
  defineMailTemplate,
  greeting,
  type MailBody,
  mailBody,
  p,
  rows,
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

export interface DomainRegistrationFailureValues {
  teamName: string;
  teamId: string;
  domain: string;
  error: string;
}

/**
 * Internal mail to Sideline: a team pays for the domain subscription but the registrar refused its
 * domain. The worker keeps retrying; the operator may need to register it by hand or talk to the team.
 */
export const domainRegistrationFailedMail = defineMailTemplate(
  'subscription-domain-registration-failed',
  (v: DomainRegistrationFailureValues): MailBody =>
    mailBody(
      `Domain registration failed: ${v.domain} (${v.teamName})`,
      'A paid domain could not be registered',
      [
        p(
          `${v.teamName} has an active domain subscription, but registering its domain failed. ${brand} retries it every few minutes; if the error below does not go away on its own, register the domain by hand or agree another name with the team. If it cannot be registered, cancel the team's domain subscription and refund the period: nobody pays for a domain they do not get.`,
        ),
        rows([
          ['Domain', v.domain],
          ['Team', v.teamName],
          ['Team id', v.teamId],
          ['Error', v.error],
        ]),
      ],
      { ...v },
    ),
);

/** To the team: its paid domain is not connected yet, and nothing is needed from it. Transactional. */
export const domainBeingSetUpMail = defineMailTemplate(
  'subscription-domain-being-set-up',
  (v: { teamName: string; domain: string }): MailBody =>
    mailBody(
      `${v.domain} is being set up for ${v.teamName}`,
      'Your domain is being set up',
      [
        p(
          `Thank you for subscribing to a custom domain. Registering ${v.domain} is taking longer than usual, so ${brand} is setting it up for ${v.teamName} and will connect it to your website as soon as it is ready.`,
        ),
        p('No action is needed from you: we will write again when your domain is connected.'),
      ],
      { ...v },
    ),
);

/** The subscriptions module's `mails`. */
export const subscriptionMailTemplates = [
  renewalReminderMail,
  domainRegistrationFailedMail,
  domainBeingSetUpMail,
];
