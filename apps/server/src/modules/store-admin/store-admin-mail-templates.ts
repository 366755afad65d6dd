import { formatCents } from '@sideline/domain';
import { defineMailTemplate, mailBody, p, rows, small } from '../../platform/mail/mail-layout.ts';

/** What every mail to a buyer about their order names. */
interface OrderMailValues {
  teamName: string;
  orderNumber: string;
  customerName: string;
}

const hello = (name: string) => p(name ? `Hi ${name},` : 'Hi,');
const questions = (teamName: string) =>
  small(`Questions about your order? Reply to this email to reach ${teamName}.`);

/** To the buyer: items of their order are on their way, with the carrier and tracking. */
export const orderShippedMail = defineMailTemplate(
  'store-order-shipped',
  (
    v: OrderMailValues & {
      items: { name: string; quantity: number }[];
      carrier: string;
      trackingNumber: string;
      trackingUrl: string;
    },
  ) =>
    mailBody(
      `Your ${v.teamName} order ${v.orderNumber} has shipped`,
      'Your order is on its way',
      [
        hello(v.customerName),
        p(`${v.teamName} shipped these items of order ${v.orderNumber}:`),
        rows(
          v.items.map((item) => [
            // The line's name already names its variant ("Home Jersey (Size: M)").
            item.name,
            `× ${item.quantity}`,
          ]),
        ),
        rows([
          ['Carrier', v.carrier],
          ['Tracking number', v.trackingNumber],
          ...(v.trackingUrl ? ([['Track it', v.trackingUrl]] as [string, string][]) : []),
        ]),
        questions(v.teamName),
      ],
      {
        teamName: v.teamName,
        orderNumber: v.orderNumber,
        carrier: v.carrier,
        trackingNumber: v.trackingNumber,
        trackingUrl: v.trackingUrl,
      },
    ),
);

/** To the buyer: the team cancelled the order (no money is refunded by a cancellation). */
export const orderCancelledMail = defineMailTemplate('store-order-cancelled', (v: OrderMailValues) =>
  mailBody(
    `${v.teamName} cancelled order ${v.orderNumber}`,
    'Your order was cancelled',
    [
      hello(v.customerName),
      p(
        `${v.teamName} cancelled your order ${v.orderNumber}. Nothing more will be shipped or issued for it.`,
      ),
      p(`If a refund is due, ${v.teamName} sends it separately and you will get an email when it does.`),
      questions(v.teamName),
    ],
    { ...v },
  ),
);

/** To the buyer: a cancelled order is back on. */
export const orderReinstatedMail = defineMailTemplate('store-order-reinstated', (v: OrderMailValues) =>
  mailBody(
    `Your ${v.teamName} order ${v.orderNumber} is back on`,
    'Your order was reinstated',
    [
      hello(v.customerName),
      p(
        `${v.teamName} reinstated your order ${v.orderNumber}, which was cancelled. It goes ahead as you placed it.`,
      ),
      questions(v.teamName),
    ],
    { ...v },
  ),
);

/** To the buyer: money is on its way back to their card. */
export const orderRefundedMail = defineMailTemplate(
  'store-order-refunded',
  (v: OrderMailValues & { amountCents: number; totalRefundedCents: number; reason: string }) =>
    mailBody(
      `${v.teamName} refunded ${formatCents(v.amountCents)} of order ${v.orderNumber}`,
      'You have a refund',
      [
        hello(v.customerName),
        p(
          `${v.teamName} refunded ${formatCents(v.amountCents)} of your order ${v.orderNumber} to the card you paid with. Banks usually show it within 5 to 10 days.`,
        ),
        rows([
          ['Reason', v.reason],
          ['Refunded on this order so far', formatCents(v.totalRefundedCents)],
        ]),
        questions(v.teamName),
      ],
      {
        teamName: v.teamName,
        orderNumber: v.orderNumber,
        amount: formatCents(v.amountCents),
        reason: v.reason,
      },
    ),
);

export const storeAdminMails = [orderShippedMail, orderCancelledMail, orderReinstatedMail, orderRefundedMail];
