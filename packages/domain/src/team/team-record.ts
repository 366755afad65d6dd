import { z } from 'zod';

/**
 * The nested parts of the team record (spec part 1 §3 "Team record"). They are stored as jsonb
 * columns and validated with these schemas on every write.
 */

/**
 * An image in a slot of a record: `file` names it (a media library id, or the storage key of a
 * seeded image), `link` is its address. Images stored since the media pipeline also remember
 * their size and their WebP twin; older rows have neither.
 */
export const storedImageSchema = z.object({
  file: z.string().default(''),
  link: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  webpLink: z.string().optional(),
});

/** No image: what a record holds when its picture is removed or was never set. */
export const noStoredImage = { file: '', link: '' } as const;
export type StoredImage = z.infer<typeof storedImageSchema>;

/** Logo heights of the size variants logo1..logo4 (spec part 1 §9). */
export const logoHeights = [32, 196, 512, 1024] as const;

export const teamLogoSchema = z.object({
  logo: storedImageSchema,
  logo1: storedImageSchema,
  logo2: storedImageSchema,
  logo3: storedImageSchema,
  logo4: storedImageSchema,
});
export type TeamLogo = z.infer<typeof teamLogoSchema>;

export const contactEntrySchema = z.object({
  title: z.string().default(''),
  required: z.boolean().default(false),
  email: z.string().default(''),
  tel: z.string().default(''),
});

export const teamInfoSchema = z.object({
  alias: z.string().default(''),
  slogan: z.string().default(''),
  initials: z.string().default(''),
  shortAbout: z.string().default(''),
  longAbout: z.string().default(''),
  stadiumName: z.string().default(''),
  address: z.string().default(''),
  contacts: z.array(contactEntrySchema).default([]),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

export const teamStoreInfoSchema = z.object({
  title: z.string().default(''),
  address: z.string().default(''),
  storeActivate: z.boolean().default(true),
  productsActivate: z.boolean().default(true),
  ticketsActivate: z.boolean().default(true),
  formsActivate: z.boolean().default(true),
  productNotificationEmails: z.array(z.string()).default([]),
  ticketNotificationEmails: z.array(z.string()).default([]),
  /** ISO timestamps. */
  scheduleStartTime: z.string(),
  scheduleEndTime: z.string(),
  message: z.string().default(''),
  /** Sales tax on taxable items, in basis points (825 = 8.25%); Store → Settings. */
  taxRateBasisPoints: z.number().int().default(0),
  /** The link to the club's other store, as Store → Settings took it ('' for none). */
  externalStoreLinkCode: z.string().default(''),
});
export type TeamStoreInfo = z.infer<typeof teamStoreInfoSchema>;

/** One navigation link; options nest up to three levels (spec part 1 §5). */
export interface NavLink {
  title: string;
  value: string;
  link: string;
  openNewTab: boolean;
  required: boolean;
  options: NavLink[];
}
export const navLinkSchema: z.ZodType<NavLink> = z.lazy(() =>
  z.object({
    title: z.string(),
    value: z.string(),
    link: z.string().default(''),
    openNewTab: z.boolean().default(false),
    required: z.boolean().default(false),
    options: z.array(navLinkSchema).default([]),
  }),
) as z.ZodType<NavLink>;

/** Page types that each have a design choice (spec part 1 §2 "Website editor"). */
export const designPageTypes = [
  'homepage',
  'articles',
  'article',
  'galleries',
  'gallery',
  'events',
  'event',
  'forms',
  'about',
  'sponsors',
  'players',
  'player',
  'coaches',
  'coach',
  'games',
  'game',
  'staffs',
  'staff',
] as const;
export type DesignPageType = (typeof designPageTypes)[number];
export const designCount = 16;

/**
 * What a design number means on the site: a layout family (how lists and profiles are laid out,
 * 1–4) and a treatment (corners, headings and surfaces, 1–4); design = (treatment − 1) × 4 + family.
 */
export function designParts(design: number): { family: number; treatment: number } {
  return { family: ((design - 1) % 4) + 1, treatment: Math.floor((design - 1) / 4) + 1 };
}

export const colorsSchema = z.object({
  primaryColor: z.string().default('#000000'),
  secondaryColor: z.string().default('#008000'),
  fontColor: z.string().default('#ffffff'),
});

export const websiteStylesSchema = z.object({
  designs: z.record(z.enum(designPageTypes), z.number().int().min(1).max(designCount)),
  colors: colorsSchema,
  darkMode: z.enum(['light', 'dark']).default('light'),
  bannerText: z.string().default(''),
  navLinks: z.array(navLinkSchema),
});

export const websiteImageSchema = z.object({
  id: z.string(),
  required: z.boolean().default(false),
  imageTitle: z.string(),
  image: storedImageSchema,
  title: z.string().default(''),
  link: z.string().default(''),
  description: z.string().default(''),
});
export type WebsiteImage = z.infer<typeof websiteImageSchema>;

export const seoInfoSchema = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  keywords: z.string().default(''),
});

export const teamWebsiteSchema = z.object({
  images: z.array(websiteImageSchema),
  seoInfo: seoInfoSchema,
  styles: websiteStylesSchema,
  texts: z.record(z.string(), z.string()).default({}),
});
export type TeamWebsite = z.infer<typeof teamWebsiteSchema>;

export const socialNetworks = ['twitter', 'facebook', 'tiktok', 'instagram', 'youtube'] as const;
export const teamSocialsSchema = z.object({
  twitterURL: z.string().default(''),
  facebookURL: z.string().default(''),
  tiktokURL: z.string().default(''),
  instagramURL: z.string().default(''),
  youtubeURL: z.string().default(''),
  sharingHashTags: z.string().default(''),
  widgets: z.record(z.enum(socialNetworks), z.object({ enabled: z.boolean(), code: z.string().default('') })),
});
export type TeamSocials = z.infer<typeof teamSocialsSchema>;

const idEmail = z.object({ id: z.string(), email: z.string() });
const idPhone = z.object({ id: z.string(), phone: z.string() });
export const teamFormContactsSchema = z.object({
  emails: z.array(idEmail).default([]),
  phones: z.array(idPhone).default([]),
  emailsNotAllowed: z.array(z.string()).default([]),
  phonesNotAllowed: z.array(z.string()).default([]),
});
export type TeamFormContacts = z.infer<typeof teamFormContactsSchema>;

export const policyKinds = ['privacy', 'terms', 'return', 'refund', 'shipping'] as const;
export const teamPoliciesSchema = z.record(
  z.enum(policyKinds),
  z.object({ text: z.string().default(''), link: z.string().default('') }),
);
export type TeamPolicies = z.infer<typeof teamPoliciesSchema>;

const communicationFlags = z.object({
  account: z.boolean(),
  updates: z.boolean(),
  tips: z.boolean(),
  all: z.boolean(),
});
export const teamCommunicationsSchema = z.object({
  emails: z.array(z.object({ email: z.string() }).and(communicationFlags)).default([]),
  phones: z.array(z.object({ phone: z.string() }).and(communicationFlags)).default([]),
  emailsNotAllowed: z.array(z.string()).default([]),
});
export type TeamCommunications = z.infer<typeof teamCommunicationsSchema>;

export const licensingAgreementSchema = z.object({
  version: z.number().int().default(0),
  licensingAgreementPDF: z.string().default(''),
  signedOn: z.string().nullable().default(null),
  startDate: z.string().nullable().default(null),
  endDate: z.string().nullable().default(null),
  licensingSignatureNeeded: z.boolean().default(true),
  /** Who signed for the team, and the SHA-256 of the signed PDF (the audit trail's fingerprint). */
  signerName: z.string().default(''),
  signerTitle: z.string().default(''),
  documentSha256: z.string().default(''),
});
export type LicensingAgreement = z.infer<typeof licensingAgreementSchema>;

export const notificationPreferencesSchema = z.object({
  feedbackNotification: z.boolean().default(true),
  futureNotification: z.boolean().default(true),
  domainNotification: z.boolean().default(true),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Read-only documents of a team (spec part 1 §3). */
export const subscriptionInfoSchema = z.object({
  websiteCharge: z.boolean().default(true),
  websiteTrial: z.boolean().default(true),
  websitePromoCode: z.string().default(''),
  domain: z.boolean().default(false),
  domainURL: z.string().default(''),
  domainCharge: z.boolean().default(false),
  domainTrial: z.boolean().default(false),
  domainPromoCode: z.string().default(''),
  domainEmails: z.array(z.string()).default([]),
  emailCharge: z.boolean().default(true),
  emailTrial: z.boolean().default(false),
  emailPromoCode: z.string().default(''),
  websiteTrialValidity: z.string().nullable().default(null),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

const storeFlags = z.object({
  storeActive: z.boolean().default(true),
  productsActive: z.boolean().default(true),
  ticketsActive: z.boolean().default(true),
  formsActive: z.boolean().default(true),
});
export const storeActivationSchema = z.object({ client: storeFlags, portal: storeFlags });
export type StoreActivation = z.infer<typeof storeActivationSchema>;
