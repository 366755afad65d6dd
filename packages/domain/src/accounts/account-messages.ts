/**
 * The account messages of the error catalogue (spec part 1 §8). Where the spec gives a wording it
 * is used exactly (including its spelling); the rest are short, specific sentences of our own.
 */
export const accountMessages = {
  passwordTooShort: 'Password must be atleast 6 characters long',
  passwordNeedsLetter: 'Password must contain at least one letter',
  passwordMissing: 'Please enter the password',
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
  emailChanged: 'Your email address was changed. Please verify the new address and sign in again.',
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
