import { z } from 'zod';
import { mediaMessages } from '../media/media-asset.ts';
import { parseUrl } from '../rules/parse-url.ts';
import { type WebsiteImage, websiteImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

/**
 * Website → Images (spec part 1 §2 "Website editor", §3 `website.images`): the named picture
 * slots of a team's site, each with a title, a link and a description.
 *
 * Decisions where the spec is open:
 * - Every slot but the banners is stored as a 1600x900 feature image (§9 "stored images
 *   1600x900"), the phone versions of the home feature images too: the phone hero crops its
 *   frame from the middle of the picture (object-fit: cover), and a 16:9 picture fills it at a
 *   phone's pixel density without the weight of the 2400 px master. A team picks a picture framed
 *   for phones, not a different shape. Banners are 1600x700 (§9 "banner image resize").
 * - A link is a page of the team's site (`/roster`) or a web address (`https://...`); nothing
 *   else is saved, so a visitor's click never runs script or leaves through a protocol-relative
 *   address.
 */

/** The editor's groups of slots, in the order the page shows them. */
export const websiteImageSlotGroups = [
  {
    key: 'homeFeatures',
    title: 'Home page feature images',
    hint: 'The first is the big picture at the top of your home page; the others are shown below it with their title, description and link.',
  },
  {
    key: 'homeMobileFeatures',
    title: 'Home page feature images on phones',
    hint: 'The same places on a phone screen. Choose pictures whose subject is in the middle: phones show a narrower part of them.',
  },
  {
    key: 'banners',
    title: 'Banners',
    hint: 'Wide pictures (1600x700) shown across your pages.',
  },
  {
    key: 'contentDefaults',
    title: 'Default images',
    hint: 'Shown for a roster, article, game, gallery, event or practice that has no picture of its own.',
  },
  {
    key: 'store',
    title: 'Store',
    hint: 'The picture at the top of your store, on computers and on phones.',
  },
] as const;
export type WebsiteImageSlotGroup = (typeof websiteImageSlotGroups)[number]['key'];

export interface WebsiteImageSlot {
  id: string;
  imageTitle: string;
  required: boolean;
  /** The size variant the slot stores (and the purpose a new upload for it is made with). */
  purpose: 'feature' | 'banner';
  group: WebsiteImageSlotGroup;
}

/** The slots (spec part 1 §3 "images entry"), in the order a new team's record lists them. */
export const websiteImageSlots: readonly WebsiteImageSlot[] = [
  {
    id: 'featureImage1',
    imageTitle: 'Home Feature Image 1',
    required: true,
    purpose: 'feature',
    group: 'homeFeatures',
  },
  {
    id: 'featureImage2',
    imageTitle: 'Home Feature Image 2',
    required: false,
    purpose: 'feature',
    group: 'homeFeatures',
  },
  {
    id: 'featureImage3',
    imageTitle: 'Home Feature Image 3',
    required: false,
    purpose: 'feature',
    group: 'homeFeatures',
  },
  {
    id: 'mFeatureImage1',
    imageTitle: 'Mobile Home Feature Image 1',
    required: true,
    purpose: 'feature',
    group: 'homeMobileFeatures',
  },
  {
    id: 'mFeatureImage2',
    imageTitle: 'Mobile Home Feature Image 2',
    required: false,
    purpose: 'feature',
    group: 'homeMobileFeatures',
  },
  {
    id: 'mFeatureImage3',
    imageTitle: 'Mobile Home Feature Image 3',
    required: false,
    purpose: 'feature',
    group: 'homeMobileFeatures',
  },
  { id: 'bannerImage1', imageTitle: 'Banner Image 1', required: false, purpose: 'banner', group: 'banners' },
  { id: 'bannerImage2', imageTitle: 'Banner Image 2', required: false, purpose: 'banner', group: 'banners' },
  {
    id: 'rosterFeatureImage',
    imageTitle: 'Default Roster Image',
    required: false,
    purpose: 'feature',
    group: 'contentDefaults',
  },
  {
    id: 'articleFeatureImage',
    imageTitle: 'Default Article Image',
    required: false,
    purpose: 'feature',
    group: 'contentDefaults',
  },
  {
    id: 'gameFeatureImage',
    imageTitle: 'Default Game Image',
    required: false,
    purpose: 'feature',
    group: 'contentDefaults',
  },
  {
    id: 'galleryFeatureImage',
    imageTitle: 'Default Gallery Image',
    required: false,
    purpose: 'feature',
    group: 'contentDefaults',
  },
  {
    id: 'eventFeatureImage',
    imageTitle: 'Default Event Image',
    required: false,
    purpose: 'feature',
    group: 'contentDefaults',
  },
  {
    id: 'practiceFeatureImage',
    imageTitle: 'Default Practice Image',
    required: false,
    purpose: 'feature',
    group: 'contentDefaults',
  },
  {
    id: 'storeFeatureImage1',
    imageTitle: 'Store Feature Image',
    required: false,
    purpose: 'feature',
    group: 'store',
  },
  {
    id: 'mStoreFeatureImage1',
    imageTitle: 'Mobile Store Feature Image',
    required: false,
    purpose: 'feature',
    group: 'store',
  },
];

/** The slots of the home page's hero: the desktop picture and its phone version. */
export const homeHeroImageIds: readonly string[] = ['featureImage1', 'mFeatureImage1'];

/**
 * The home page's feature images below the hero, each with its phone version: a slot set for only
 * one of the two sizes is shown at both.
 */
export const homeFeatureImageIds = [
  { id: 'featureImage2', mobileId: 'mFeatureImage2' },
  { id: 'featureImage3', mobileId: 'mFeatureImage3' },
] as const;

/** The home page's wide banners, in page order. */
export const homeBannerImageIds = ['bannerImage1', 'bannerImage2'] as const;

/**
 * The default image of each kind of content (the "Default images" group): shown by the public site
 * for a record that has no picture of its own; the roster and game ones also as the picture under
 * the heading of the people lists (roster, alumni, staff, board) and of the schedule, whose cards
 * keep a person's photo or initials and an opponent's badge (one team picture repeated on every
 * card would say nothing about the person or the game).
 */
export const contentDefaultImageIds = {
  roster: 'rosterFeatureImage',
  article: 'articleFeatureImage',
  game: 'gameFeatureImage',
  gallery: 'galleryFeatureImage',
  event: 'eventFeatureImage',
  practice: 'practiceFeatureImage',
} as const;
export type ContentDefaultImageKind = keyof typeof contentDefaultImageIds;

const slotsById = new Map(websiteImageSlots.map((slot) => [slot.id, slot]));

/** The slot of a stored or requested image id, or undefined when there is no such slot. */
export function findWebsiteImageSlot(id: string): WebsiteImageSlot | undefined {
  return slotsById.get(id);
}

/** A slot as a new team's record holds it: no picture, no texts. */
export function buildEmptyWebsiteImage(slot: WebsiteImageSlot): WebsiteImage {
  return {
    id: slot.id,
    required: slot.required,
    imageTitle: slot.imageTitle,
    image: { file: '', link: '' },
    title: '',
    link: '',
    description: '',
  };
}

/** The phone versions of the home feature images, added at this position when missing. */
const mobileFeatureImageIds = ['mFeatureImage1', 'mFeatureImage2', 'mFeatureImage3'];
const mobileFeatureImagesPosition = 3;
/** The other slots a record must have, added at the end when missing. */
const appendedDefaultImageIds = [
  'eventFeatureImage',
  'practiceFeatureImage',
  'storeFeatureImage1',
  'mStoreFeatureImage1',
];

function buildMissingImages(images: readonly WebsiteImage[], ids: readonly string[]): WebsiteImage[] {
  const present = new Set(images.map((image) => image.id));
  return ids.flatMap((id) => {
    const slot = slotsById.get(id);
    return slot && !present.has(id) ? [buildEmptyWebsiteImage(slot)] : [];
  });
}

/**
 * The spec's rule for records written before some slots existed (spec part 1 §3): the phone
 * versions of the home feature images 1-3 are inserted at position 3 (after the three desktop
 * ones), and the event, practice and store feature images are added at the end, each only when
 * missing. Idempotent; the images already there keep their order and content.
 */
export function ensureRequiredImageSlots(images: readonly WebsiteImage[]): WebsiteImage[] {
  const withMobile = [...images];
  withMobile.splice(
    Math.min(mobileFeatureImagesPosition, withMobile.length),
    0,
    ...buildMissingImages(images, mobileFeatureImageIds),
  );
  return [...withMobile, ...buildMissingImages(withMobile, appendedDefaultImageIds)];
}

/** The longest value of each text of a slot, in characters. */
export const websiteImageMaxLengths = {
  title: 120,
  link: 500,
  description: 300,
} as const;

export const websiteImagesMessages = {
  saved: 'Your website images are saved.',
  loadFailed: 'We could not load your website images. Please reload the page.',
  imageMissing: (imageTitle: string) => `Please choose the ${imageTitle}`,
  linkInvalid:
    'The link must be a page of your site starting with / (like /roster) or a web address starting with https://',
  unknownSlot: 'This image place does not exist on your website. Please reload the page.',
  repeatedSlot: 'This image place is listed twice. Please reload the page.',
  tooManySlots: 'There are more image places here than your website has. Please reload the page.',
} as const;

const webAddress = /^https?:\/\//i;

/**
 * A slot's link: empty, a path of the team's site, or an http(s) address. A site path may not
 * start with `//` or hold a backslash (browsers read `/\host` as `//host`, another site), nor
 * white space.
 */
export function isWebsiteImageLink(link: string): boolean {
  if (link === '') return true;
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!webAddress.test(link)) return false;
  return parseUrl(link)?.hostname.includes('.') ?? false;
}

const websiteImageLinkSchema = z
  .string()
  .trim()
  .max(websiteImageMaxLengths.link, {
    error: `Please keep the link to ${websiteImageMaxLengths.link} characters or fewer`,
  })
  .refine(isWebsiteImageLink, { error: websiteImagesMessages.linkInvalid })
  .default('');

/**
 * The picture of a slot as the editor sends it: `file` is a media library id (or the id the slot
 * already holds, to keep it), '' for none. The rest of the stored image comes along from the form
 * and is ignored: the server makes the slot's variant from the library.
 */
const websiteImageChoiceSchema = z.object({
  file: z.string().trim().max(200, { error: mediaMessages.notInLibrary }).default(''),
  link: z.string().optional(),
});

const websiteImageUpdateEntrySchema = z.object({
  id: z.string().refine((id) => slotsById.has(id), { error: websiteImagesMessages.unknownSlot }),
  title: visibleTextSchema({ field: 'title', max: websiteImageMaxLengths.title, required: false }).default(
    '',
  ),
  link: websiteImageLinkSchema,
  description: visibleTextSchema({
    field: 'description',
    max: websiteImageMaxLengths.description,
    required: false,
    multiline: true,
  }).default(''),
  image: websiteImageChoiceSchema,
});

type WebsiteImageUpdateEntry = z.output<typeof websiteImageUpdateEntrySchema>;

/** A problem of a slot's texts or of its picture's id, found while the slot itself is whole. */
function isTextIssuePath(path: readonly PropertyKey[]): boolean {
  const [index, key] = path;
  return typeof index === 'number' && typeof key === 'string' && (key !== 'image' || path.length > 2);
}

/** Each slot once; every required slot sent with a picture. */
function checkImageSlotsOfUpdate(images: WebsiteImageUpdateEntry[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  images.forEach((entry, index) => {
    if (seen.has(entry.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: websiteImagesMessages.repeatedSlot });
    }
    seen.add(entry.id);
  });
  for (const slot of websiteImageSlots) {
    if (!slot.required) continue;
    const index = images.findIndex((entry) => entry.id === slot.id);
    if (images[index]?.image.file) continue;
    ctx.addIssue({
      code: 'custom',
      path: index >= 0 ? [index, 'image'] : [],
      message: websiteImagesMessages.imageMissing(slot.imageTitle),
    });
  }
}

/**
 * PUT /api/website/images: the slots the editor shows, each once; a slot left out keeps what it
 * has. Every required slot must be sent with a picture.
 */
export const websiteImagesUpdateSchema = z.object({
  images: z
    .array(websiteImageUpdateEntrySchema)
    .max(websiteImageSlots.length, { error: websiteImagesMessages.tooManySlots })
    .superRefine(checkImageSlotsOfUpdate, {
      // Also beside the problems of a slot's texts, so a save shows every problem at once; not
      // when a slot or its picture is not an object at all.
      when: (payload) => payload.issues.every((issue) => isTextIssuePath(issue.path ?? [])),
    }),
}); /** What the form edits and the client sends. */
export type WebsiteImagesUpdateInput = z.input<typeof websiteImagesUpdateSchema>;
/** What the server works with after validation (trimmed). */
export type WebsiteImagesUpdate = z.output<typeof websiteImagesUpdateSchema>;

/** GET and PUT /api/website/images answer every slot, with any missing required one inserted. */
export const websiteImagesResponseSchema = z.object({ images: z.array(websiteImageSchema) });
export type WebsiteImagesResponse = z.infer<typeof websiteImagesResponseSchema>;
