import { contentMessages } from '../content/content-list.ts';
import { formatCents } from './store-money.ts';

/**
 * The store's messages (spec part 2 §8: every store entity has fetching, creating, updating,
 * deleting and "does not exist" errors with matching success toasts, plus the blocking rules). The
 * spec leaves the wording open; this is ours, written once for the server and both front ends.
 */
export const productMessages = {
  ...contentMessages({ singular: 'product', plural: 'products' }),
  /** Spec part 2 §8: a product already purchased cannot be deleted but can be made private. */
  sold: (sold: number) =>
    `${sold} ${sold === 1 ? 'item of this product has' : 'items of this product have'} been sold, so it cannot be deleted. You can make it private instead.`,
  /** Spec part 2 §4: taxable cannot change once saved. */
  taxableFixed: 'Taxable cannot be changed once the product is saved',
  enterPrice: 'Please enter a valid price',
  enterInventory: 'Please enter the inventory as a whole number, or choose unlimited',
  optionValuesRequired: 'Please enter at least one value for each option',
  duplicateOptionValue: 'Each value of an option must be different',
  variantsMismatch: 'Each combination of the options needs exactly one variant',
  duplicateSku: 'Each variant needs its own SKU',
} as const;

export const soldProductMessages = contentMessages({ singular: 'order', plural: 'orders' });

export const storeMessages = {
  fetchFailed: 'We could not load your store. Please reload the page.',
  updated: 'Store settings saved.',
  updateFailed: 'We could not save the store settings. Please try again.',
  /** Spec part 1 §5 / part 2 §5: the link code for an external store must be correct. */
  externalLinkCodeInvalid: 'The link code for the external store is not correct',
  scheduleEndBeforeStart: 'The store cannot close before it opens',
  enterTaxRate: 'Please enter a tax rate between 0% and 100%',
  notificationEmailInvalid: 'Please enter valid notification email addresses',
  /** Selling needs the signed store agreement and a connected account that takes payments. */
  agreementRequired: 'This store is not open for sales yet: the club has not signed the store agreement.',
  paymentsNotEnabled:
    'This store cannot take payments yet: the club has not finished setting up its payment account.',
  closed: 'The store is closed.',
  productsOff: 'Products are not on sale right now.',
  ticketsOff: 'Tickets are not on sale right now.',
  formsOff: 'Registrations and dues are not taken online right now.',
} as const;

/**
 * New carts one client address may start per team and hour (issue 33 §5.6: carts were made without
 * limit, each kept 30 days). A cart the buyer already has never counts: only a new one does.
 */
export const newCartsPerAddress = { limit: 20, windowMs: 60 * 60_000 } as const;

export const cartMessages = {
  /** Over `newCartsPerAddress`: nothing was added, and the buyer's existing cart is untouched. */
  tooManyCarts:
    'Too many new carts were started from your connection. Please wait a few minutes and try again.',
  added: 'Added to your cart.',
  updated: 'Cart updated.',
  removed: 'Removed from your cart.',
  empty: 'Your cart is empty.',
  itemUnavailable: (name: string) => `${name} is no longer available. We took it out of your cart.`,
  chooseOptions: 'Please choose an option for each choice',
  enterQuantity: 'Please enter a quantity of at least 1',
  maxPerOrder: (name: string, max: number) => `You can buy at most ${max} of ${name} in one order.`,
  soldOut: (name: string) => `${name} is sold out.`,
  onlyLeft: (name: string, left: number) => `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left.`,
  priceChanged: (name: string, cents: number) => `The price of ${name} is now ${formatCents(cents)}.`,
} as const;

export const checkoutMessages = {
  enterName: 'Please enter the name',
  enterEmail: 'Please enter a valid email address',
  enterPhone: 'Please enter a valid phone number',
  enterAddress: 'Please enter the shipping address',
  enterCity: 'Please enter the city',
  enterState: 'Please enter the state',
  enterPostalCode: 'Please enter a valid ZIP code',
  startFailed: 'We could not start the payment. Please try again.',
  paymentFailed: 'The payment did not go through. Your card was not charged; please try another card.',
  expired: 'This checkout expired before it was paid. Nothing was charged; your cart is still here.',
  processing: 'We are confirming your payment. This page updates in a moment.',
  paid: 'Thank you! Your order is confirmed. A receipt is on its way to your email.',
  orderNotFound: 'This order does not exist. Please check the link in your receipt.',
} as const;

/** The remaining entities of spec part 2 §8 (customers, charges, refunds, disputes, balances, payouts). */
export const customerMessages = contentMessages({ singular: 'customer', plural: 'customers' });
export const chargeMessages = contentMessages({ singular: 'charge', plural: 'charges' });
export const refundMessages = {
  ...contentMessages({ singular: 'refund', plural: 'refunds' }),
  created: 'Refund sent.',
  /** The refund's key (made once per refund the admin confirms) is already taken: a new confirm makes a new one. */
  keyInUse: 'This refund could not be sent. Please reload the order and confirm the refund again.',
  enterReason: 'Please enter the reason for the refund',
  enterAmount: 'Please enter an amount greater than $0.00',
  tooLarge: (refundableCents: number) =>
    `You can refund at most ${formatCents(refundableCents)} of this order.`,
  /** Spec part 1 §9: fees are non-refundable. */
  feeKept: (feeCents: number) => `The platform fee of ${formatCents(feeCents)} is not refunded.`,
} as const;
export const disputeMessages = {
  ...contentMessages({ singular: 'dispute', plural: 'disputes' }),
  evidenceSubmitted: 'Evidence submitted.',
  evidenceAlreadySubmitted:
    'Evidence for this dispute was already submitted; the card issuer is reviewing it.',
  evidencePastDue: 'The deadline to answer this dispute has passed.',
  enterEvidence: 'Please enter the evidence or attach a file',
  fileAttached: (name: string) => `${name} is attached. It is sent with your evidence.`,
  fileType: (name: string) => `${name} is not a PDF, JPEG or PNG file. The card issuer takes only those.`,
  fileTooLarge: (name: string) => `${name} is larger than 5 MB. Please attach a smaller file.`,
  noFile: 'Please choose a file to attach',
  oneFileOfAKind: 'Attach one file for each kind of evidence',
} as const;
export const balanceMessages = {
  fetchFailed: 'We could not load your balance. Please reload the page.',
} as const;
export const payoutMessages = contentMessages({ singular: 'payout', plural: 'payouts' });
