/**
 * Private demo teams (issue 5): "Try the portal" on /demo/{id} gives each visitor a disposable copy
 * of that sport's demo team. The shared demo teams are only a showcase that nobody signs into.
 */

/** A private demo and everything it owns is deleted this long after it was created. */
export const privateDemoLifetimeMs = 24 * 60 * 60 * 1000;
export const privateDemoLifetimeHours = privateDemoLifetimeMs / (60 * 60 * 1000);

/** Default ceiling on live private demos (PRIVATE_DEMO_LIMIT): protects the database. */
export const defaultPrivateDemoLimit = 500;

/** Private demos one address may open per hour (PRIVATE_DEMOS_PER_HOUR). */
export const defaultPrivateDemosPerHour = 10;

/** The owner of a private demo gets an address under this reserved domain: it can receive nothing. */
export const privateDemoEmailDomain = 'private-demo.invalid';

export function isPrivateDemoEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${privateDemoEmailDomain}`);
}

/** What a private demo refuses: account and money operations (each answers privateDemoRefusal). */
export const privateDemoRefusedOperations = {
  emailChange: 'changing the account email',
  passwordChange: 'changing the password',
  passwordReset: 'resetting the password',
  paymentAccount: 'connecting a payment account',
  subscription: 'subscriptions',
  agreementSigning: 'signing agreements',
  referralReward: 'referral rewards',
  customDomain: 'connecting a domain',
  teamImport: 'importing a team',
  twoFactor: 'two-step verification',
} as const;
export type PrivateDemoRefusedOperation = keyof typeof privateDemoRefusedOperations;

export const privateDemoMessages = {
  bannerTitle: 'This is your private demo',
  banner: `Only you can see it, and it disappears ${privateDemoLifetimeHours} hours after you opened it. Edit anything you like: nothing here reaches a real team.`,
  createRealTeam: 'Create my real team',
  full: 'So many people are trying Sideline right now that every demo seat is taken. Please try again in a few minutes — or sign up free: your own team is ready in a minute.',
  tooMany:
    'You have opened several private demos in the last hour. Please keep using the one you have, or try again later.',
  sharedDemoClosed:
    'Nobody signs into the shared demo teams. Use "Try the portal" on the demo page to get your own private copy.',
  expired: 'Your private demo has ended. Open a new one from the demo page.',
} as const;

/** The message a private demo answers when asked to do an account or money operation. */
export function privateDemoRefusal(operation: PrivateDemoRefusedOperation): string {
  return `This is a private demo, so ${privateDemoRefusedOperations[operation]} is turned off. Create your real team to use it.`;
}
