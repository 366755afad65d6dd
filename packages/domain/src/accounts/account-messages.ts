/**
 * The account messages of the error catalogue (spec part 1 §8). Where the spec gives a wording it
 * is used exactly (including its spelling); the rest are short, specific sentences of our own.
 */
export const accountMessages = {
  passwordTooShort: 'Password must be atleast 6 characters long',
  passwordNeedsLetter: 'Password must contain at least one letter',
  passwordMissing: 'Please enter the password',
  passwordTooLong: 'Please keep the password to 256 characters or fewer',
  passwordIsEmail: 'Your password cannot be your email address. Please choose another one.',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose a less common one.',
  currentPasswordMissing: 'Please enter your current password',
  emailInvalid: 'Please enter a valid email address',
  emailMissing: 'Please enter the email',
  emailsDifferent: 'The email addresses do not match',
  firstNameMissing: 'Please enter the first name',
  lastNameMissing: 'Please enter the last name',
  organizationNameMissing: 'Please enter the organization name',
  teamNameMissing: 'Please enter the team name',
  sportsTypeMissing: 'Please choose the sport your team plays',
  websiteTypeMissing: 'Please choose what you want to build: website and store, or store only',
  ageTypeMissing: 'Please choose the age category of your team',
  youthRejected:
    'Sorry, Sideline cannot host youth or high-school teams: to protect the privacy of children we only serve collegiate and adult club teams.',
  policiesNotAccepted: 'Please accept the Privacy Policy and the Terms of Service to continue',
  emailTaken: 'An account with this email already exists. Sign in, or reset your password.',
  organizationCreationFailed:
    'Your account was created but we could not create your organization and team. Please try signing up again.',
  unverifiedEmail: 'Please verify your email address to sign in',
  verifyNotice: 'Please verify your email to continue using your account.',
  verificationSent: 'Verification email sent. Please check your inbox.',
  emailVerified: 'Thank you, your email address is verified.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  userNotFound: 'User not found',
  wrongPassword: 'Incorrect password. Try again, or reset your password.',
  teamOrOrganizationNotFound: 'Team or Organization not found',
  invalidTeamId: 'Invalid Team Id',
  invalidTeamEmail: 'Invalid Team Email',
  resetEmailSent: 'If an account exists for this email, a password reset link is on its way.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  emailChanged:
    'We sent a verification link to your new address. Until you open it, keep signing in with your current address. Please sign in again.',
  emailChangeConfirmed: 'Thank you, your new email address is verified and is now your sign-in email.',
  emailChangeLinkInvalid:
    'This email change link is invalid, has expired or was replaced by a newer change. Please change your email again from the portal.',
  emailReverted:
    'Your sign-in email is restored and your new password is saved. Every session was signed out: please sign in.',
  revertLinkInvalid:
    'This link to undo the email change is invalid or has expired. Please contact Sideline support.',
  revertAddressTaken:
    'Your previous email address now belongs to another account, so it cannot be restored. Please contact Sideline support.',
  emailUnchanged: 'This is already the email address of your account.',
  unknownDemo: 'There is no such demo. Try the hockey, rugby or lacrosse demo.',
  demoUnavailable: 'This demo is not available right now. Please try another sport or come back later.',
  signedOut: 'You are signed out.',
  signInRequired: 'Please sign in to continue.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  contactThanks: 'Thank you for your message. We will get back to you shortly.',
  contactError: 'We could not send your message. Please email us at {email}.',
  contactNameMissing: 'Please enter the name',
  contactMessageMissing: 'Please enter the message',
} as const;

export type AccountMessageKey = keyof typeof accountMessages;

/**
 * The rule the unverified-email banner states (decision 005): free use for the grace days after
 * sign-up, then sign-in needs the verified address. `graceEnd` is the end, already formatted.
 */
export function unverifiedGraceNotice(graceDays: number, graceEnd: string, isOver: boolean): string {
  return isOver
    ? `Your first ${graceDays} days after sign-up ended on ${graceEnd}: verify your address to keep signing in.`
    : `Until you do, you can use Sideline freely for ${graceDays} days after sign-up, until ${graceEnd}; after that, signing in needs a verified address.`;
}

/** Per-account cool-down after repeated failed sign-ins (docs/decisions/007-account-protection.md). */
export function signInCoolDownMessage(minutes: number): string {
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many failed sign-ins for this account. Please wait ${wait} before trying again, or reset your password.`;
}
