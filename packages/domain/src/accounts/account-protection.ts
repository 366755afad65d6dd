/**
 * The numbers of the account protections (docs/decisions/007-account-protection.md). They are
 * counted per account or per address, never only per IP, so rotating addresses gains nothing.
 */
export const accountProtection = {
  /**
   * Failed sign-ins to one email from one client address within one window that start a
   * cool-down for that email from that client only (a stranger cannot lock the owner out).
   */
  failedSignInLimit: 5,
  failedSignInWindowMinutes: 15,
  /** Failed sign-ins to one email from all clients together that cool the account down everywhere. */
  failedSignInAccountLimit: 25,
  failedSignInAccountWindowMinutes: 60,
  /** How long sign-in is paused, counted from the failure that started the cool-down. */
  signInCoolDownMinutes: 15,
  /** Password-reset mails, and verification mails, to one address per hour; more are not sent. */
  accountMailsPerAddressPerHour: 3,
  /** Email-change requests per user per hour (each checks the password and may answer 409). */
  emailChangesPerUserPerHour: 5,
  /** Password checks of two-step verification's settings (on, off, new recovery codes) per user per hour. */
  twoFactorPasswordChecksPerUserPerHour: 5,
  /** The link to the new address. */
  emailChangeLinkHours: 24,
  /** The link to the old address that undoes the change. */
  emailRevertLinkDays: 7,
  /**
   * Days after sign-up in which an unverified email signs in and loads the portal freely; the
   * login-count limit applies after them (docs/decisions/005-accounts-and-portal-rules.md).
   */
  unverifiedGraceDays: 7,
} as const;
