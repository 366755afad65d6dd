import { z } from 'zod';
import { accountMessages } from '../accounts/account-messages.ts';
import { requiredFieldMessage } from '../rules/required-field-message.ts';
import { teamInfoSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

/**
 * Website → Info (spec part 1 §2 "Website editor", §3 team record `info`): the stadium, address,
 * alias, slogan, about texts and contacts a team shows on its public site. `initials` is part of
 * `info` too but is not edited here; a save keeps it.
 */

/** The longest value each Info field takes, in characters. */
export const websiteInfoMaxLengths = {
  stadiumName: 120,
  address: 200,
  alias: 60,
  slogan: 160,
  shortAbout: 300,
  longAbout: 5000,
  contactTitle: 80,
  email: 254,
  tel: 30,
} as const;

/** Contacts a team can list on its site. */
export const maxWebsiteContacts = 10;

/** A phone number has this many digits at most (E.164), and at least a local number's 7. */
const phoneDigits = { min: 7, max: 15 } as const;

export const websiteInfoMessages = {
  saved: 'Your team info is saved.',
  loadFailed: 'We could not load your team info. Please reload the page.',
  emailInvalid: accountMessages.emailInvalid,
  phoneInvalid: 'Please enter a valid phone number, for example (555) 123-4567',
  contactUnreachable: 'Please enter the email or the phone',
  tooManyContacts: `Please keep to ${maxWebsiteContacts} contacts or fewer`,
  requiredContactsChanged:
    'The main contact of your site cannot be removed. Change its title, email or phone instead.',
} as const;

/**
 * An optional field of the form under the visible-text rule. A field left out is saved empty: a
 * save sends the whole slice.
 */
function buildInfoTextSchema(field: string, max: number, options: { multiline?: boolean } = {}) {
  return visibleTextSchema({ field, max, required: false, ...options }).default('');
}

/** Digits with the usual separators: "+1 (555) 123-4567", "555.123.4567". */
const phonePattern = /^\+?[\d\s().-]+$/;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phonePattern.test(value) && digits >= phoneDigits.min && digits <= phoneDigits.max;
}

const emailFormat = z.email();

/** One contact of the site. `required` marks the main contact Sideline seeded: it needs an email. */
export const websiteContactSchema = z
  .object({
    title: visibleTextSchema({ field: 'title', max: websiteInfoMaxLengths.contactTitle }),
    email: buildInfoTextSchema('email', websiteInfoMaxLengths.email).refine(
      (email) => email === '' || emailFormat.safeParse(email).success,
      { error: websiteInfoMessages.emailInvalid },
    ),
    tel: buildInfoTextSchema('phone', websiteInfoMaxLengths.tel).refine(
      (tel) => tel === '' || isPhoneNumber(tel),
      { error: websiteInfoMessages.phoneInvalid },
    ),
    required: z.boolean().default(false),
  })
  .superRefine(
    (contact, ctx) => {
      if (contact.email) return;
      if (contact.required) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: requiredFieldMessage('email') });
      } else if (!contact.tel) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: websiteInfoMessages.contactUnreachable });
      }
    },
    // Also when only the title failed, so a blank contact shows both of its problems at once.
    { when: (payload) => payload.issues.every((issue) => issue.path?.[0] === 'title') },
  );

/** PUT /api/website/info: the whole Info slice; an empty field shows nothing on the site. */
export const websiteInfoUpdateSchema = z.object({
  stadiumName: buildInfoTextSchema('stadium name', websiteInfoMaxLengths.stadiumName),
  address: buildInfoTextSchema('address', websiteInfoMaxLengths.address, { multiline: true }),
  alias: buildInfoTextSchema('alias', websiteInfoMaxLengths.alias),
  slogan: buildInfoTextSchema('slogan', websiteInfoMaxLengths.slogan),
  shortAbout: buildInfoTextSchema('short about', websiteInfoMaxLengths.shortAbout, { multiline: true }),
  longAbout: buildInfoTextSchema('long about', websiteInfoMaxLengths.longAbout, { multiline: true }),
  contacts: z
    .array(websiteContactSchema)
    .max(maxWebsiteContacts, { error: websiteInfoMessages.tooManyContacts }),
});
/** What the form edits and the client sends. */
export type WebsiteInfoUpdateInput = z.input<typeof websiteInfoUpdateSchema>;
/** What the server stores after validation (trimmed). */
export type WebsiteInfoUpdate = z.output<typeof websiteInfoUpdateSchema>;

/** The Info slice as stored: the team's `info` without `initials`. */
export const websiteInfoSchema = teamInfoSchema.omit({ initials: true });
export type WebsiteInfo = z.infer<typeof websiteInfoSchema>;

/** GET and PUT /api/website/info answer the team's Info slice. */
export const websiteInfoResponseSchema = z.object({ info: websiteInfoSchema });
export type WebsiteInfoResponse = z.infer<typeof websiteInfoResponseSchema>;

/**
 * The main contact is Sideline's to set, not the editor's: a save may change its details but must
 * keep as many required contacts as the team has. Returns the message when it does not, else null.
 */
export function findRequiredContactsProblem(
  stored: readonly { required: boolean }[],
  requested: readonly { required?: boolean }[],
): string | null {
  const countRequired = (contacts: readonly { required?: boolean }[]) =>
    contacts.filter((c) => c.required === true).length;
  return countRequired(stored) === countRequired(requested)
    ? null
    : websiteInfoMessages.requiredContactsChanged;
}
