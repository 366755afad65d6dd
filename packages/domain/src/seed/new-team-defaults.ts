import { buildTeamInitials } from '../rules/team-initials.ts';
import { getSportFamily, getSportName, getSportsTypeDisplayName } from '../sports/sport-identity.ts';
import type { SportsType, TeamSportsType, WebsiteType } from '../sports/sports-types.ts';
import {
  type DesignPageType,
  designPageTypes,
  type LicensingAgreement,
  licensingAgreementSchema,
  type NotificationPreferences,
  notificationPreferencesSchema,
  type StoreActivation,
  type SubscriptionInfo,
  storeActivationSchema,
  subscriptionInfoSchema,
  type TeamCommunications,
  type TeamFormContacts,
  type TeamInfo,
  type TeamLogo,
  type TeamPolicies,
  type TeamSocials,
  type TeamStoreInfo,
  type TeamWebsite,
  teamCommunicationsSchema,
  teamFormContactsSchema,
  teamInfoSchema,
  teamLogoSchema,
  teamPoliciesSchema,
  teamSocialsSchema,
  teamStoreInfoSchema,
  teamWebsiteSchema,
  type WebsiteImage,
} from '../team/team-record.ts';
import { buildEmptyWebsiteImage, homeHeroImageIds, websiteImageSlots } from '../website/website-images.ts';
import { buildDefaultStoreSchedule, buildDefaultStoreTitle } from '../website/website-store-info.ts';
import { buildDefaultNavLinks } from './default-navigation.ts';
import { demoStoreMessage } from './demo-store.ts';
import { sportTexts } from './sport-texts.ts';

/** Store message of a new team (spec part 1 §9: sales final, shipping 2-3 days, jerseys 7-10 weeks). */
export const defaultStoreMessage =
  'All sales are final. Orders ship within 2-3 business days; custom jerseys take 7-10 weeks to make and deliver.';

/**
 * Sideline's own social accounts: a demo team's site shows them. A new team's site shows none until
 * it enters its own (decision 038, issue 35 §3: they read as the team's accounts).
 */
export const sidelineSocials = {
  twitterURL: 'https://x.com/sidelineteams',
  facebookURL: 'https://www.facebook.com/sidelineteams',
  tiktokURL: 'https://www.tiktok.com/@sidelineteams',
  instagramURL: 'https://www.instagram.com/sidelineteams',
  youtubeURL: 'https://www.youtube.com/@sidelineteams',
} as const;

export interface NewTeamDefaultsInput {
  teamName: string;
  organizationName: string;
  sportsType: TeamSportsType;
  websiteType: WebsiteType;
  now: Date;
  /** The team's email: it becomes the form, store and communications contact. */
  email?: string;
  /** The seeded season, so the nav's season links point at it; without it they show the newest. */
  seasonId?: string | null;
  /**
   * The address published as the main (General Enquiries) contact. A new team has none until it
   * enters one (never the admin's sign-in email); a demo team shows its fictional club address.
   */
  publicContactEmail?: string;
  /** A demo team or private copy: its sandbox store's message tells the visitor how to pay. */
  isDemo?: boolean;
}

/** The team record's jsonb parts and read-only documents a new team starts with. */
export interface NewTeamDefaults {
  info: TeamInfo;
  storeInfo: TeamStoreInfo;
  logo: TeamLogo;
  silhouetteLogo: TeamLogo;
  website: TeamWebsite;
  socials: TeamSocials;
  form: TeamFormContacts;
  policies: TeamPolicies;
  communications: TeamCommunications;
  licensingAgreement: LicensingAgreement;
  storeLicensingAgreement: LicensingAgreement;
  notifications: NotificationPreferences;
  subscriptionInfo: SubscriptionInfo;
  storeActivation: StoreActivation;
  adminInfo: { active: boolean; sportsType: SportsType };
}

const emptyImage = () => ({ file: '', link: '' });
const emptyLogo = (): TeamLogo =>
  teamLogoSchema.parse({
    logo: emptyImage(),
    logo1: emptyImage(),
    logo2: emptyImage(),
    logo3: emptyImage(),
    logo4: emptyImage(),
  });

/** Every slot empty; the home page's hero (desktop and phone) shows the team's name and slogan. */
function buildWebsiteImages(teamName: string, slogan: string): WebsiteImage[] {
  return websiteImageSlots.map((slot) => {
    const image = buildEmptyWebsiteImage(slot);
    return homeHeroImageIds.includes(slot.id) ? { ...image, title: teamName, description: slogan } : image;
  });
}

function buildPolicies(teamName: string): TeamPolicies {
  const policy = (text: string) => ({ text, link: '' });
  return teamPoliciesSchema.parse({
    privacy: policy(
      `${teamName} collects only what it needs to run the team and its store: your name, contact details and order history. We never sell your information. Payments are handled by our payment provider; we do not see or keep card numbers. To see or delete your information, contact us.`,
    ),
    terms: policy(
      `By using this website you agree to use it lawfully and respectfully. Content on this site belongs to ${teamName} unless stated otherwise. Schedules and prices may change without notice.`,
    ),
    return: policy(
      'All sales are final. If an item arrives damaged or is not what you ordered, contact us within 14 days of delivery and we will make it right.',
    ),
    refund: policy(
      'Purchases, tickets, dues and donations are not refundable, except when we cancel an event or cannot deliver an order; in that case you are refunded in full to your original payment method.',
    ),
    shipping: policy(
      'Orders ship within 2-3 business days to addresses in the United States. Custom jerseys are made to order and take 7-10 weeks. You receive a tracking number by email when your order ships.',
    ),
  });
}

/**
 * The defaults a new team starts with (spec part 1 §3, §4, §9 and part 2 §4 "New-team seeding"),
 * each part validated by the team record's schema.
 */
export function buildNewTeamDefaults(input: NewTeamDefaultsInput): NewTeamDefaults {
  // websiteType decides nothing here yet: a store-only team gets the same (unused) website defaults,
  // so switching to website-and-store later finds a complete site.
  const { teamName, organizationName, sportsType, now } = input;
  const email = input.email?.trim() ?? '';
  const texts = sportTexts[getSportFamily(sportsType)];
  const displayName = getSportsTypeDisplayName(sportsType);
  const sport = getSportName(sportsType);

  const info = teamInfoSchema.parse({
    alias: teamName,
    slogan: texts.slogan,
    initials: buildTeamInitials(teamName),
    shortAbout: `${teamName} is the ${displayName.replace(/ Team$/, '')} club of ${organizationName}.`,
    longAbout: `${teamName} is the ${displayName.replace(/ Team$/, '').toLowerCase()} club of ${organizationName}. ${texts.aboutSport} New players are always welcome: get in touch through our recruitment form and come to a practice.`,
    stadiumName: texts.stadiumName,
    address: texts.stadiumAddress,
    contacts: [
      { title: 'General Enquiries', required: true, email: input.publicContactEmail ?? '', tel: '' },
    ],
  });

  const storeSchedule = buildDefaultStoreSchedule(now);
  const storeInfo = teamStoreInfoSchema.parse({
    title: buildDefaultStoreTitle(teamName),
    address: texts.stadiumAddress,
    storeActivate: true,
    productsActivate: true,
    ticketsActivate: true,
    formsActivate: true,
    productNotificationEmails: email ? [email] : [],
    ticketNotificationEmails: email ? [email] : [],
    scheduleStartTime: storeSchedule.start.toISOString(),
    scheduleEndTime: storeSchedule.end.toISOString(),
    message: input.isDemo ? demoStoreMessage : defaultStoreMessage,
  });

  const designs = Object.fromEntries(designPageTypes.map((p) => [p, 1])) as Record<DesignPageType, number>;
  const website = teamWebsiteSchema.parse({
    images: buildWebsiteImages(teamName, texts.slogan),
    seoInfo: {
      title: `${teamName} | ${displayName}`,
      description: `Official website of ${teamName}, the ${displayName.toLowerCase()} of ${organizationName}: roster, schedule, results and news.`,
      keywords: [
        teamName,
        organizationName,
        `${sport.toLowerCase()} club`,
        `club ${sport.toLowerCase()}`,
        'roster',
        'schedule',
        'team store',
      ].join(', '),
    },
    styles: {
      designs,
      colors: { primaryColor: '#000000', secondaryColor: '#008000', fontColor: '#ffffff' },
      darkMode: 'light',
      bannerText: '',
      navLinks: buildDefaultNavLinks({ sportsType, seasonId: input.seasonId }),
    },
    texts: {},
  });

  const noSocials = { twitterURL: '', facebookURL: '', tiktokURL: '', instagramURL: '', youtubeURL: '' };
  const socials = teamSocialsSchema.parse({
    ...(input.isDemo ? sidelineSocials : noSocials),
    // The saved form of Website → Socials: without '#', comma separated. The sport's own hashtags
    // suit any team; Sideline's is only a demo's.
    sharingHashTags: (input.isDemo ? ['sideline', ...texts.hashtags] : texts.hashtags).join(', '),
    widgets: {
      twitter: { enabled: false, code: '' },
      facebook: { enabled: false, code: '' },
      tiktok: { enabled: false, code: '' },
      instagram: input.isDemo
        ? { enabled: true, code: sidelineSocials.instagramURL }
        : { enabled: false, code: '' },
      youtube: { enabled: false, code: '' },
    },
  });

  const form = teamFormContactsSchema.parse({
    emails: email ? [{ id: 'email-1', email }] : [],
    phones: [],
    emailsNotAllowed: [],
    phonesNotAllowed: [],
  });

  const communications = teamCommunicationsSchema.parse({
    emails: email ? [{ email, account: true, updates: true, tips: true, all: true }] : [],
    phones: [],
    emailsNotAllowed: [],
  });

  // New teams must sign both agreements: nothing signed, version 0 (spec part 1 §4).
  const unsignedAgreement = () =>
    licensingAgreementSchema.parse({ version: 0, licensingSignatureNeeded: true });

  return {
    info,
    storeInfo,
    logo: emptyLogo(),
    silhouetteLogo: emptyLogo(),
    website,
    socials,
    form,
    policies: buildPolicies(teamName),
    communications,
    licensingAgreement: unsignedAgreement(),
    storeLicensingAgreement: unsignedAgreement(),
    notifications: notificationPreferencesSchema.parse({}),
    subscriptionInfo: subscriptionInfoSchema.parse({}),
    storeActivation: storeActivationSchema.parse({ client: {}, portal: {} }),
    adminInfo: { active: true, sportsType },
  };
}
