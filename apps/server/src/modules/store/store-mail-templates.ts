import { formatCents } from '@sideline/domain';
import {
  type Block,
  button,
  defineMailTemplate,
  type MailBody,
  mailBody,
  p,
  rows,
} from '../../platform/mail/mail-layout.ts';

export interface OrderMailValues {
  teamName: string;
  storeTitle: string;
  orderNumber: string;
  buyerName: string;
  lines: { name: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** The buyer's order page (/order/{token}) or, for the team, the portal's order. */
  orderUrl: string;
}

const amountRows = (v: OrderMailValues): [string, string][] => [
  ...v.lines.map((line): [string, string] => [
    `${line.name} × ${line.quantity}`,
    formatCents(line.totalCents),
  ]),
  ['Subtotal', formatCents(v.subtotalCents)],
  ...(v.shippingCents > 0 ? [['Shipping', formatCents(v.shippingCents)] as [string, string]] : []),
  ...(v.taxCents > 0 ? [['Tax', formatCents(v.taxCents)] as [string, string]] : []),
  ['Total paid', formatCents(v.totalCents)],
];

const variablesOf = (v: OrderMailValues) => ({
  teamName: v.teamName,
  orderNumber: v.orderNumber,
  total: formatCents(v.totalCents),
  orderUrl: v.orderUrl,
});

/** The buyer's receipt, sent once when the order is paid, with the link to the order page. */
export const orderReceiptMail = defineMailTemplate(
  'store-order-receipt',
  (v: OrderMailValues & { extras: Block[] }): MailBody =>
    mailBody(
      `Your order ${v.orderNumber} from ${v.storeTitle}`,
      `Thank you for your order, ${v.buyerName}`,
      [
        p(`${v.teamName} received your payment. Order number: ${v.orderNumber}.`),
        rows(amountRows(v)),
        // What the lines bring with them: tickets with their QR codes and codes to type.
        ...v.extras,
        button('See your order', v.orderUrl),
      ],
      variablesOf(v),
    ),
);

/** The team's notification to its store notification addresses. */
export const orderNotificationMail = defineMailTemplate(
  'store-order-notification',
  (v: OrderMailValues): MailBody =>
    mailBody(
      `New order ${v.orderNumber}: ${formatCents(v.totalCents)}`,
      `New order ${v.orderNumber}`,
      [
        p(`${v.buyerName} paid ${formatCents(v.totalCents)} in ${v.storeTitle}.`),
        rows(amountRows(v)),
        button('Open the order', v.orderUrl),
      ],
      variablesOf(v),
    ),
);

export const storeMailTemplates = [orderReceiptMail, orderNotificationMail] as const;
