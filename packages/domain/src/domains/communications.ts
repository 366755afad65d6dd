import { z } from 'zod';
import { emailSchema } from '../accounts/account-rules.ts';
import {
  type NotificationPreferences,
  notificationPreferencesSchema,
  type TeamCommunications,
} from '../team/team-record.ts';

/**
 * Settings → Communications (spec part 1 §3 "communications", "notifications-preferences"): the
 * addresses and phones Sideline writes to about the team, each with what it wants to receive, and
 * the team's notification preferences. A flag that is true means "send me these"; clearing it
 * opts the address out. `all` false opts it out of every optional mail at once.
 */
export const communicationKinds = ['account', 'updates', 'tips'] as const;
export type CommunicationKind = (typeof communicationKinds)[number];

export const communicationsMessages = {
  phoneInvalid:
    'Please enter the phone number with digits (spaces, dashes, dots, brackets and a leading + are fine)',
  duplicateEmail: 'Please enter each email address once',
  duplicatePhone: 'Please enter each phone number once',
  tooMany: 'Please keep to at most 10 email addresses and 10 phone numbers',
  duplicateDoNotMail: 'Please enter each address of the do-not-mail list once',
  doNotMailTooMany: 'Please keep the do-not-mail list to at most 100 addresses',
  saved: 'Your communication preferences are saved',
} as const;

const flags = {
  account: z.boolean().default(true),
  updates: z.boolean().default(true),
  tips: z.boolean().default(true),
  all: z.boolean().default(true),
};

const phonePattern = /^\+?[\d\s().-]{7,24}$/;

/** PUT /api/settings/communications: the whole communications slice and the preferences. */
export const communicationsSettingsSchema = z
  .object({
    emails: z
      .array(z.object({ email: emailSchema, ...flags }))
      .max(10, { error: communicationsMessages.tooMany }),
    phones: z
      .array(
        z.object({
          phone: z.string().trim().regex(phonePattern, { error: communicationsMessages.phoneInvalid }),
          ...flags,
        }),
      )
      .max(10, { error: communicationsMessages.tooMany }),
    notifications: notificationPreferencesSchema,
    /**
     * The do-not-mail list (spec part 1 §3 `emailsNotAllowed`): no optional mail goes to these
     * addresses, whoever lists them (a form's recipients too). Objects, as the screen's list edits
     * them; stored as plain addresses.
     */
    emailsNotAllowed: z
      .array(z.object({ email: emailSchema }))
      .max(100, { error: communicationsMessages.doNotMailTooMany })
      .default([]),
  })
  .superRefine((value, ctx) => {
    const blocked = value.emailsNotAllowed.map((entry) => entry.email);
    if (new Set(blocked).size !== blocked.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['emailsNotAllowed'],
        message: communicationsMessages.duplicateDoNotMail,
      });
    }
    const emails = value.emails.map((entry) => entry.email);
    if (new Set(emails).size !== emails.length) {
      ctx.addIssue({ code: 'custom', path: ['emails'], message: communicationsMessages.duplicateEmail });
    }
    const phones = value.phones.map((entry) => entry.phone.replace(/\D/g, ''));
    if (new Set(phones).size !== phones.length) {
      ctx.addIssue({ code: 'custom', path: ['phones'], message: communicationsMessages.duplicatePhone });
    }
  });
export type CommunicationsSettings = z.output<typeof communicationsSettingsSchema>;

/** What the Communications screen shows and saves. */
export interface CommunicationsSettingsResponse {
  emails: TeamCommunications['emails'];
  phones: TeamCommunications['phones'];
  notifications: NotificationPreferences;
  emailsNotAllowed: { email: string }[];
}

/**
 * Why Sideline writes a mail, which decides whether a person's preferences may hold it back.
 * `transactional` (receipts, tickets), `security` (verification, password, sign-in, email change)
 * and `billing` (reminders before a trial ends or a renewal) always go: a person is owed them.
 * The others are optional: `notice` (account notices, such as a domain connected), `updates`
 * (news of Sideline), `tips` (how to get more from it), `feedback` (the team's form submissions
 * and reviews), `future` (features on the way) and `domain` (the team's domain and its requests).
 */
export const mailCategories = [
  'transactional',
  'security',
  'billing',
  'notice',
  'updates',
  'tips',
  'feedback',
  'future',
  'domain',
] as const;
export type MailCategory = (typeof mailCategories)[number];

const alwaysSent: ReadonlySet<MailCategory> = new Set(['transactional', 'security', 'billing']);

/** The address flag an optional category answers to. */
const addressFlagOf: Record<
  Exclude<MailCategory, 'transactional' | 'security' | 'billing'>,
  CommunicationKind
> = {
  notice: 'account',
  updates: 'updates',
  tips: 'tips',
  feedback: 'account',
  future: 'updates',
  domain: 'account',
};

/** The team-wide notification preference an optional category also answers to. */
const teamPreferenceOf: Partial<Record<MailCategory, keyof NotificationPreferences>> = {
  feedback: 'feedbackNotification',
  future: 'futureNotification',
  domain: 'domainNotification',
};

export interface MailPreferences {
  communications: Pick<TeamCommunications, 'emails' | 'emailsNotAllowed'>;
  notifications: NotificationPreferences;
}

/**
 * May a mail of this category go to this address of the team? Mail a person is owed always may.
 * Optional mail may not when the team turned its notification preference off, when the address
 * is on the team's do-not-mail list, or when the address is one of the team's communication
 * addresses and opted out of the kind (or of all optional mail). An address the team did not list
 * (a form's notification recipient) answers only to the team-wide rules.
 */
export function mayMailGoTo(category: MailCategory, address: string, preferences: MailPreferences): boolean {
  if (alwaysSent.has(category)) return true;
  const wanted = address.trim().toLowerCase();
  const { communications, notifications } = preferences;
  const preference = teamPreferenceOf[category];
  if (preference && !notifications[preference]) return false;
  if (communications.emailsNotAllowed.some((blocked) => blocked.trim().toLowerCase() === wanted))
    return false;
  const entry = communications.emails.find((listed) => listed.email.trim().toLowerCase() === wanted);
  if (!entry) return true;
  const kind = addressFlagOf[category as keyof typeof addressFlagOf];
  return entry.all && entry[kind];
}

/** The addresses of `addresses` a mail of this category may go to, in order, each once. */
export function filterMailRecipients(
  category: MailCategory,
  addresses: readonly string[],
  preferences: MailPreferences,
): string[] {
  return [...new Set(addresses.filter((address) => mayMailGoTo(category, address, preferences)))];
}

/** The team's communication addresses that want this category of mail. */
export function communicationRecipients(category: MailCategory, preferences: MailPreferences): string[] {
  return filterMailRecipients(
    category,
    preferences.communications.emails.map((entry) => entry.email),
    preferences,
  );
}
