import { contentMessages } from '../content/content-list.ts';

/** The tickets area's words (spec part 2 §2, §8; the spec leaves most wording open: ours). */
export const ticketMessages = {
  ...contentMessages({ singular: 'ticket', plural: 'tickets' }),
  /** Spec part 2 §2: the empty state of the tickets list. */
  noneFound: 'No Tickets Found',
  /** Spec part 2 §8: a ticket already purchased cannot be deleted but can be made private. */
  sold: (sold: number) =>
    `${sold} ${sold === 1 ? 'ticket has' : 'tickets have'} been sold, so this ticket cannot be deleted. You can make it private instead.`,
  /** Spec part 2 §4: taxable cannot change once saved. */
  taxableFixed: 'Taxable cannot be changed once the ticket is saved',
  chooseEventOrGame: 'Please choose the game or the event these tickets are for',
  unknownEventOrGame: 'Please choose one of your games or events',
  enterPrice: 'Please enter a valid price',
  enterCapacity: 'Please enter the capacity as a whole number, or leave it empty for no limit',
  tierRequired: 'Please add at least one price tier',
  duplicateTier: 'Each price tier needs its own name',
  saleEndBeforeStart: 'The sale cannot end before it starts',
  tierBelowSold: (name: string, sold: number) =>
    `${name} has ${sold} sold, so its capacity cannot be lower than that`,
  totalBelowSold: (sold: number) =>
    `${sold} tickets are sold, so the total capacity cannot be lower than that`,
  soldTierRemoved: (name: string) =>
    `${name} has been sold, so it cannot be removed. Make the ticket private instead.`,
  holdersMailed: (count: number) =>
    `The change was mailed to ${count} ${count === 1 ? 'holder' : 'holders'}.`,
  noHoldersToMail: 'No ticket holders to tell about a change.',
  /** The public store: a tier asked for before or after its ticket's sale window. */
  saleNotStarted: (name: string) => `${name} is not on sale yet.`,
  saleEnded: (name: string) => `Sales of ${name} have ended.`,
  noChangeToMail: 'The holders were already told about the last change.',
  notCancelled: 'Refunds for everyone are offered only when the game is cancelled.',
  refundReason: (admitsTo: string) => `Cancelled: ${admitsTo}`,
  ordersRefunded: (count: number) =>
    count === 0
      ? 'Every order of these tickets was already refunded.'
      : `Refunded ${count} ${count === 1 ? 'order' : 'orders'}; their tickets no longer admit.`,
} as const;

/** The scanner's words (/portal/scanticket, /portal/readticket, scan-only access). */
export const scanMessages = {
  enterCode: 'Please enter the ticket code',
  enterDeviceName: 'Please enter a name for this device, such as Door 1',
  accessInvalid: 'This scan link is not valid. Ask the team for a new one.',
  accessExpired: 'This scan link has expired.',
  accessRevoked: 'This scan link was withdrawn by the team.',
  wrongPin: 'The PIN is not correct',
  scanOnly: 'This scan access opens only the scanner of its event.',
  nothingToUndo: 'There is no check-in to undo on this device.',
  undone: 'Check-in undone.',
  deviceAdded: 'Device added.',
  accessCreated: 'Scan access created.',
  accessRevokedDone: 'Scan access withdrawn.',
  enterPin: 'Please enter the 6-digit PIN',
  accessLocked: 'Too many wrong PINs: this scan link is locked. Ask the team for a new one.',
  doorSignedOut: 'Open the scan link again and enter its PIN.',
  doorClosed: 'The door is closed on this phone. Enter the PIN to open it again.',
  scansWaiting: (count: number) =>
    `${count} ${count === 1 ? 'check-in has' : 'check-ins have'} not synced yet: close the door once the phone has a signal again.`,
} as const;

/** What the buyer's order page says of each ticket by its state. */
export const ticketPassStates = {
  valid: 'Valid: show this code at the door',
  checked_in: 'Checked in',
  revoked: 'No longer valid: refunded or cancelled',
} as const;
