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

// The mails of the account flows: sign-up, verification, sign-in, password and email changes.

export interface TeamMailValues {
  firstName: string;
  teamName: string;
}

export const verificationMail = defineMailTemplate(
  'email-verification',
  (v: TeamMailValues & { link: string }): MailBody => {
    const team = v.teamName || 'your team';
    return mailBody(
      `Verify your email address for ${team} on ${brand}`,
      'Please verify your email address',
      [
        p(greeting(v.firstName)),
        p(
          `Please confirm that this is the email address of ${team}'s ${brand} account. Verifying it keeps your account secure and lets you sign your licensing agreement.`,
        ),
        button('Verify my email address', v.link),
        p('The link is valid for 24 hours. If you did not create this account, you can ignore this email.'),
      ],
      { firstName: v.firstName, teamName: v.teamName, link: v.link },
    );
  },
);

export const welcomeMail = defineMailTemplate(
  'welcome',
  (
    v: TeamMailValues & {
      organizationName: string;
      sportsDisplayName: string;
      portalUrl: string;
      siteUrl: string;
    },
  ): MailBody => {
    return mailBody(
      `Welcome to ${brand}, ${v.teamName}!`,
      `Welcome to ${brand}, ${v.teamName}!`,
      [
        p(greeting(v.firstName)),
        p(
          `Thank you for signing up ${v.teamName} (${v.organizationName}, ${v.sportsDisplayName}). Your team website and store are ready to be made your own, and your first month is free.`,
        ),
        p(
          'Good first steps: add your logo and colors, enter your roster and schedule, and sign the licensing agreement so you can publish your site.',
        ),
        button('Open your dashboard', v.portalUrl),
        rows([['Your team website', v.siteUrl]]),
        p('Questions? Just reply to this email, we are happy to help.'),
      ],
      {
        firstName: v.firstName,
        teamName: v.teamName,
        organizationName: v.organizationName,
        sportsDisplayName: v.sportsDisplayName,
        portalUrl: v.portalUrl,
        siteUrl: v.siteUrl,
      },
    );
  },
);

export interface NewTeamNotificationValues {
  teamName: string;
  organizationName: string;
  sportsDisplayName: string;
  ageTypeLabel: string;
  websiteType: string;
  firstName: string;
  lastName: string;
  email: string;
  teamId: string;
  referredBy: string;
}

/** Internal mail to the Sideline team about a new sign-up. */
export const newTeamNotificationMail = defineMailTemplate(
  'new-team-notification',
  (v: NewTeamNotificationValues): MailBody => {
    return mailBody(
      `New team signed up: ${v.teamName} (${v.sportsDisplayName})`,
      'A new team signed up',
      [
        rows([
          ['Team', v.teamName],
          ['Organization', v.organizationName],
          ['Sport', v.sportsDisplayName],
          ['Age category', v.ageTypeLabel],
          ['Website type', v.websiteType],
          ['Administrator', `${v.firstName} ${v.lastName}`.trim()],
          ['Email', v.email],
          ['Team id', v.teamId],
          ['Referred by', v.referredBy || '—'],
        ]),
      ],
      { ...v },
    );
  },
);

export const passwordResetMail = defineMailTemplate(
  'password-reset',
  (v: TeamMailValues & { link: string }): MailBody => {
    const account = v.teamName ? `${v.teamName}'s ${brand} account` : `your ${brand} account`;
    return mailBody(
      `Reset your ${brand} password`,
      'Reset your password',
      [
        p(greeting(v.firstName)),
        p(`We received a request to reset the password of ${account}. Choose a new password here:`),
        button('Choose a new password', v.link),
        p(
          'The link is valid for one hour and can be used once. If you did not ask for a new password, you can ignore this email: your password stays the same.',
        ),
      ],
      { firstName: v.firstName, teamName: v.teamName, link: v.link },
    );
  },
);

export const emailChangeVerificationMail = defineMailTemplate(
  'email-change-verification',
  (v: TeamMailValues & { newEmail: string; link: string }): MailBody => {
    const team = v.teamName || 'your team';
    return mailBody(
      `Verify the new email address for ${team} on ${brand}`,
      'Please verify your new email address',
      [
        p(greeting(v.firstName)),
        p(
          `You asked to make ${v.newEmail} the sign-in email of ${team}'s ${brand} account. Please confirm this address: until you do, your current address stays in force.`,
        ),
        button('Verify my new email address', v.link),
        p(
          'The link is valid for 24 hours. If you did not ask for this change, you can ignore this email: nothing changes.',
        ),
      ],
      { firstName: v.firstName, teamName: v.teamName, newEmail: v.newEmail, link: v.link },
    );
  },
);

/** To the old address when an email change is asked for: what changes, and the link to undo it. */
export const emailChangeNoticeMail = defineMailTemplate(
  'email-change-notice',
  (
    v: TeamMailValues & { oldEmail: string; newEmail: string; revertLink: string; validDays: number },
  ): MailBody => {
    const account = v.teamName ? `${v.teamName}'s ${brand} account` : `your ${brand} account`;
    return mailBody(
      `The sign-in email of ${account} is being changed`,
      'Your sign-in email is being changed',
      [
        p(greeting(v.firstName)),
        p(
          `Someone signed in to ${account} with its password and asked to change its sign-in email from ${v.oldEmail} to ${v.newEmail}. ${v.oldEmail} stays in force until the new address is verified.`,
        ),
        p(
          `If this was you, there is nothing to do. If it was not, undo the change now: we restore ${v.oldEmail}, sign out every session and ask you for a new password.`,
        ),
        button('Undo this change', v.revertLink),
        p(`The link is valid for ${v.validDays} days, also after the new address has been verified.`),
      ],
      { ...v, validDays: String(v.validDays) },
    );
  },
);

/**
 * To the owner when failed sign-ins pause sign-in: from one client address (`client` scope; the
 * owner's own devices still get in) or, past the account's ceiling, from everywhere.
 */
export const signInCoolDownMail = defineMailTemplate(
  'sign-in-cool-down',
  (
    v: TeamMailValues & {
      failedAttempts: number;
      minutes: number;
      scope: 'client' | 'account';
      client: string;
      resetUrl: string;
    },
  ): MailBody => {
    const account = v.teamName ? `${v.teamName}'s ${brand} account` : `your ${brand} account`;
    const what =
      v.scope === 'client'
        ? `There were ${v.failedAttempts} failed sign-ins to ${account} from one address (${v.client || 'unknown'}) in a short time, so sign-in from that address is paused for ${v.minutes} minutes. Signing in from anywhere else still works.`
        : `There were ${v.failedAttempts} failed sign-ins to ${account} from several addresses in a short time, so sign-in with its password is paused everywhere for ${v.minutes} minutes.`;
    return mailBody(
      `Sign-in to ${account} paused after failed attempts`,
      'Sign-in paused after failed attempts',
      [
        p(greeting(v.firstName)),
        p(what),
        p(
          'If this was you, wait and try again, or choose a new password now (that also ends the pause). If it was not you, your password held; choosing a new, less common one keeps it that way.',
        ),
        button('Choose a new password', v.resetUrl),
      ],
      {
        firstName: v.firstName,
        teamName: v.teamName,
        failedAttempts: String(v.failedAttempts),
        minutes: String(v.minutes),
        scope: v.scope,
        client: v.client,
        resetUrl: v.resetUrl,
      },
    );
  },
);

export const signInNotificationMail = defineMailTemplate(
  'sign-in-notification',
  (
    v: TeamMailValues & { time: string; ipAddress: string; userAgent: string; resetUrl: string },
  ): MailBody => {
    return mailBody(
      `New sign-in to ${v.teamName} on ${brand}`,
      'New sign-in to your account',
      [
        p(greeting(v.firstName)),
        p(`Someone just signed in to ${v.teamName}'s ${brand} account.`),
        rows([
          ['Time', v.time],
          ['IP address', v.ipAddress || 'unknown'],
          ['Browser', v.userAgent || 'unknown'],
        ]),
        p('If this was you, there is nothing to do. If it was not, reset your password now:'),
        button('Reset my password', v.resetUrl),
      ],
      { ...v },
    );
  },
);

/** The accounts module's `mails`. */
export const accountMailTemplates = [
  verificationMail,
  welcomeMail,
  newTeamNotificationMail,
  passwordResetMail,
  emailChangeVerificationMail,
  emailChangeNoticeMail,
  signInCoolDownMail,
  signInNotificationMail,
];
