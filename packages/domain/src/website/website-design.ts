import { z } from 'zod';
import { customNavLinkValue, maxNavLinkDepth, navLinkMessages, opensInNewTab } from '../rules/nav-links.ts';
import { requiredFieldMessage } from '../rules/required-field-message.ts';
import {
  type DesignPageType,
  designCount,
  designPageTypes,
  type NavLink,
  websiteStylesSchema,
} from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { resolveBannerText } from './banner-text.ts';

/**
 * Website → Design (spec part 1 §2 "Website editor", §3 `website.styles`, §5): a design per page
 * type, the banner text, the three colors, dark mode and the navigation links.
 *
 * Decisions where the spec is open:
 * - A link's `openNewTab` is derived from its value on every save (on for /custom, off for
 *   anything else), whatever the client sent: one truth, the value.
 * - A link to a page of the site is a site path (`/roster`, `/forms/{slug}`); it may not start
 *   with `//` or hold a backslash, which browsers would read as another host. A custom link is an
 *   http(s) address; a link that is not /custom stores no address.
 * - Links the platform marks required (Home) stay: they may be renamed, not removed or repointed.
 */

export const websiteDesignMaxLengths = {
  bannerText: 120,
  navTitle: 40,
  navPath: 200,
  customLink: 500,
} as const;

/** Hard limits that keep a menu usable; above 8 main links the editor only warns. */
export const maxMainNavLinksAllowed = 20;
export const maxNavLinkOptions = 20;

/** How each page type with a design is named in the editor. */
export const designPageTypeLabels: Record<DesignPageType, string> = {
  homepage: 'Home',
  articles: 'Articles',
  article: 'Article',
  galleries: 'Galleries',
  gallery: 'Gallery',
  events: 'Events and practices',
  event: 'Event',
  forms: 'Forms and contact',
  about: 'About',
  sponsors: 'Sponsors',
  players: 'Roster',
  player: 'Player',
  coaches: 'Coaches and staff',
  coach: 'Coach',
  games: 'Game schedule',
  game: 'Game',
  staffs: 'Executive board',
  staff: 'Board member',
};

export const websiteDesignMessages = {
  saved: 'Your design is saved.',
  loadFailed: 'We could not load your design. Please reload the page.',
  designInvalid: `Please choose a design from 1 to ${designCount}`,
  colorInvalid: (field: string) => `Please enter the ${field} as a hex color, for example #1a7f37`,
  darkModeInvalid: 'Please choose light or dark mode',
  pageInvalid: 'Please choose a page of your site',
  customLinkInvalid: 'Please enter a web address that starts with https:// or http://',
  tooManyMainLinks: `Please keep to ${maxMainNavLinksAllowed} main links or fewer`,
  tooManyOptions: `Please keep to ${maxNavLinkOptions} links or fewer under one link`,
  tooDeep: navLinkMessages.tooDeep,
} as const;

const designNumberSchema = z
  .number({ error: websiteDesignMessages.designInvalid })
  .int({ error: websiteDesignMessages.designInvalid })
  .min(1, { error: websiteDesignMessages.designInvalid })
  .max(designCount, { error: websiteDesignMessages.designInvalid });

const hexColorPattern = /^#[0-9a-f]{6}$/i;

/** A #rrggbb color (what a color input gives), stored in lower case. */
function buildColorSchema(field: string) {
  return z
    .string({ error: requiredFieldMessage(field) })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: requiredFieldMessage(field) });
      else if (!hexColorPattern.test(value)) {
        ctx.addIssue({ code: 'custom', message: websiteDesignMessages.colorInvalid(field) });
      }
    })
    .transform((value) => value.toLowerCase());
}

/** A path of the team's own site: one leading '/', no backslash (never another host). */
const sitePathPattern = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;

export function isSiteNavPath(value: string): boolean {
  return value.length <= websiteDesignMaxLengths.navPath && sitePathPattern.test(value);
}

const webAddressSchema = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An absolute http(s) address on a domain name, as a browser opens it typed. */
export function isWebAddress(value: string): boolean {
  return (
    /^https?:\/\//i.test(value) &&
    value.length <= websiteDesignMaxLengths.customLink &&
    webAddressSchema.safeParse(value).success
  );
}

/** What a client sends for one link; `openNewTab` may be sent but is derived. */
export interface NavLinkInput {
  title: string;
  value: string;
  link?: string;
  openNewTab?: boolean;
  required?: boolean;
  options?: NavLinkInput[];
}

/**
 * One link at a level of the menu (1 = main link). The deepest level takes no options: a link
 * nested below it is refused where it was added.
 */
function buildNavLinkSchema(level: number): z.ZodType<NavLink, NavLinkInput> {
  const options =
    level < maxNavLinkDepth
      ? z
          .array(buildNavLinkSchema(level + 1))
          .max(maxNavLinkOptions, { error: websiteDesignMessages.tooManyOptions })
      : z
          .array(z.custom<NavLinkInput>())
          .max(0, { error: websiteDesignMessages.tooDeep })
          .transform((): NavLink[] => []);
  return z
    .object({
      title: visibleTextSchema({ field: 'title', max: websiteDesignMaxLengths.navTitle }),
      value: z
        .string({ error: requiredFieldMessage('page') })
        .trim()
        .superRefine((value, ctx) => {
          if (!value) ctx.addIssue({ code: 'custom', message: requiredFieldMessage('page') });
          else if (value !== customNavLinkValue && !isSiteNavPath(value)) {
            ctx.addIssue({ code: 'custom', message: websiteDesignMessages.pageInvalid });
          }
        }),
      link: z.string().trim().default(''),
      openNewTab: z.boolean().optional(),
      required: z.boolean().default(false),
      options: options.default([]),
    })
    .superRefine((link, ctx) => {
      if (link.value !== customNavLinkValue) return;
      if (!link.link) {
        ctx.addIssue({ code: 'custom', path: ['link'], message: requiredFieldMessage('web address') });
      } else if (!isWebAddress(link.link)) {
        ctx.addIssue({ code: 'custom', path: ['link'], message: websiteDesignMessages.customLinkInvalid });
      }
    })
    .transform(
      (link): NavLink => ({
        title: link.title,
        value: link.value,
        link: link.value === customNavLinkValue ? link.link : '',
        openNewTab: opensInNewTab(link.value),
        required: link.required,
        options: link.options,
      }),
    );
}

/** The main links and their options, three levels at most. */
export const navLinksUpdateSchema = z
  .array(buildNavLinkSchema(1))
  .max(maxMainNavLinksAllowed, { error: websiteDesignMessages.tooManyMainLinks });

/** PUT /api/website/design: the whole `website.styles` slice. */
export const websiteDesignUpdateSchema = z.object({
  designs: z.record(z.enum(designPageTypes), designNumberSchema),
  colors: z.object({
    primaryColor: buildColorSchema('primary color'),
    secondaryColor: buildColorSchema('secondary color'),
    fontColor: buildColorSchema('font color'),
  }),
  darkMode: z.enum(['light', 'dark'], { error: websiteDesignMessages.darkModeInvalid }),
  // The default welcome phrase is saved as no text (spec part 1 §3).
  bannerText: visibleTextSchema({
    field: 'banner text',
    max: websiteDesignMaxLengths.bannerText,
    required: false,
  })
    .default('')
    .transform((text) => resolveBannerText(text ?? '')),
  navLinks: navLinksUpdateSchema,
});
/** What the form edits and the client sends. */
export type WebsiteDesignUpdateInput = z.input<typeof websiteDesignUpdateSchema>;
/** What the server stores after validation (trimmed, openNewTab derived). */
export type WebsiteDesignUpdate = z.output<typeof websiteDesignUpdateSchema>;

/** The `website.styles` slice as stored. */
export type WebsiteStyles = z.infer<typeof websiteStylesSchema>;

/** A page a nav link can point to, grouped as the editor's picker shows it. */
export const navLinkTargetSchema = z.object({
  value: z.string(),
  label: z.string(),
  group: z.enum(['pages', 'seasons', 'custom', 'forms']),
});
export type NavLinkTarget = z.infer<typeof navLinkTargetSchema>;

/**
 * GET and PUT /api/website/design answer the slice, the pages the team's links can point to, and
 * for each page type the site page its design thumbnails and preview show.
 */
export const websiteDesignResponseSchema = z.object({
  styles: websiteStylesSchema,
  linkTargets: z.array(navLinkTargetSchema),
  previewPaths: z.record(z.enum(designPageTypes), z.string()),
});
export type WebsiteDesignResponse = z.infer<typeof websiteDesignResponseSchema>;
