import { z } from 'zod';
import { parseUrl } from '../rules/parse-url.ts';
import { requiredFieldMessage } from '../rules/required-field-message.ts';
import { type socialNetworks, teamSocialsSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

/**
 * Website → Socials (spec part 1 §2 "Website editor", §3 `socials`, §5): the team's five social
 * network links, a widget per network and the hashtags visitors share the site with.
 *
 * Decisions where the spec is open:
 * - The twitter rewrite of §5 (its hosts are masked in the spec): a link on twitter.com (any
 *   subdomain: www., mobile.) is saved as https://x.com with the same path and query, since
 *   twitter.com now redirects there. The rewrite is part of the schema, so every save applies it.
 * - Each link must be https and on its own network's host, so a visitor clicking "Instagram" never
 *   lands anywhere else. A link typed without a scheme ("instagram.com/team") gets https://.
 * - A widget is stored as a link to the network's page or post (the seed's Instagram widget is
 *   such a link), never as embed code: public sites run no third-party script (small JavaScript
 *   budget, strict CSP), so pasted markup is refused rather than sanitized.
 * - Hashtags are stored without '#', comma separated ("clubhockey, hawks"): the form the share
 *   links of X take; a leading '#' typed by the team is dropped.
 */

export type SocialNetwork = (typeof socialNetworks)[number];

interface SocialNetworkRule {
  label: string;
  /** The network's own hosts; their subdomains (www., m.) count too. */
  hosts: readonly string[];
  example: string;
}

export const socialNetworkRules: Record<SocialNetwork, SocialNetworkRule> = {
  twitter: { label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'], example: 'https://x.com/yourteam' },
  facebook: {
    label: 'Facebook',
    hosts: ['facebook.com', 'fb.com'],
    example: 'https://www.facebook.com/yourteam',
  },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'], example: 'https://www.tiktok.com/@yourteam' },
  instagram: { label: 'Instagram', hosts: ['instagram.com'], example: 'https://www.instagram.com/yourteam' },
  youtube: {
    label: 'YouTube',
    hosts: ['youtube.com', 'youtu.be'],
    example: 'https://www.youtube.com/@yourteam',
  },
};

/** The team record's field holding each network's link. */
export const socialUrlFields = {
  twitter: 'twitterURL',
  facebook: 'facebookURL',
  tiktok: 'tiktokURL',
  instagram: 'instagramURL',
  youtube: 'youtubeURL',
} as const satisfies Record<SocialNetwork, string>;

export const maxSocialLinkLength = 500;
export const maxSharingHashtags = 10;
export const maxHashtagLength = 50;

export const websiteSocialsMessages = {
  saved: 'Your social links are saved.',
  loadFailed: 'We could not load your social links. Please reload the page.',
  /** Spec part 1 §2: Socials are hidden for store-only teams. */
  hiddenForStoreOnly: 'Socials are not part of a store-only website.',
  linkInvalid: (what: string, example: string) => `Please enter a valid ${what}, for example ${example}`,
  linkNotHttps: (what: string) => `The ${what} must start with https://`,
  linkWrongHost: (what: string, hosts: readonly string[]) => `The ${what} must be on ${hosts.join(' or ')}`,
  hashtagInvalid: (tag: string) =>
    `"${tag}" is not a hashtag: use one word of letters, numbers or _ and separate hashtags with commas`,
  hashtagTooLong: (tag: string) =>
    `Please keep each hashtag to ${maxHashtagLength} characters ("${tag}" is longer)`,
  tooManyHashtags: `Please keep to ${maxSharingHashtags} hashtags or fewer`,
} as const;

/** "X (Twitter) link" or "X (Twitter) widget link": the field as messages name it. */
export function describeSocialLink(network: SocialNetwork, kind: 'link' | 'widget'): string {
  const { label } = socialNetworkRules[network];
  return kind === 'link' ? `${label} link` : `${label} widget link`;
}

const twitterHost = 'twitter.com';

function isOnHost(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

/** A twitter.com link as the same page on https://x.com (path and query kept); others unchanged. */
export function rewriteTwitterLink(link: string): string {
  const url = parseUrl(link);
  if (!url || !isOnHost(url.hostname, twitterHost)) return link;
  return `https://x.com${url.pathname}${url.search}`;
}

/**
 * A team's link to its page on `network`, checked and in its saved form ('' stays ''), or the
 * message saying what is wrong with it.
 */
export function checkSocialLink(
  value: string,
  network: SocialNetwork,
  kind: 'link' | 'widget' = 'link',
): { link: string } | { problem: string } {
  const text = value.trim();
  if (!text) return { link: '' };
  const rule = socialNetworkRules[network];
  const what = describeSocialLink(network, kind);
  const invalid = { problem: websiteSocialsMessages.linkInvalid(what, rule.example) };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const url = parseUrl(hasScheme ? text : `https://${text}`);
  if (!url) return invalid;
  if (url.protocol !== 'https:') return { problem: websiteSocialsMessages.linkNotHttps(what) };
  if (url.username || url.password) return invalid;
  if (!rule.hosts.some((host) => isOnHost(url.hostname, host))) {
    return { problem: websiteSocialsMessages.linkWrongHost(what, rule.hosts) };
  }
  // The network's home page is not the team's page.
  if (url.pathname === '/' && !url.search) return invalid;
  return { link: rewriteTwitterLink(url.href) };
}

function buildSocialLinkSchema(network: SocialNetwork, kind: 'link' | 'widget') {
  return visibleTextSchema({
    field: describeSocialLink(network, kind),
    max: maxSocialLinkLength,
    required: false,
  })
    .default('')
    .transform((value, ctx) => {
      const checked = checkSocialLink(value ?? '', network, kind);
      if ('problem' in checked) {
        ctx.addIssue({ code: 'custom', message: checked.problem });
        return z.NEVER;
      }
      return checked.link;
    });
}

/** One network's widget: an enabled widget needs its link. */
function buildWidgetSchema(network: SocialNetwork) {
  return z
    .object({ enabled: z.boolean(), code: buildSocialLinkSchema(network, 'widget') })
    .superRefine((widget, ctx) => {
      if (widget.enabled && !widget.code) {
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: requiredFieldMessage(describeSocialLink(network, 'widget')),
        });
      }
    });
}

/**
 * Sharing hashtags in their saved form: each trimmed, a leading '#' dropped, empty entries and
 * repeats (ignoring case) dropped; or the message for the first one that is not a hashtag.
 */
export function normalizeSharingHashtags(value: string): { hashtags: string[] } | { problem: string } {
  const seen = new Set<string>();
  const hashtags: string[] = [];
  for (const raw of value.split(',')) {
    const tag = raw.trim().replace(/^#+/u, '').trim();
    if (!tag) continue;
    // One word with a letter in it: what X, Instagram and TikTok link as a hashtag.
    if (!/^[\p{L}\p{M}\p{N}_]+$/u.test(tag) || !/\p{L}/u.test(tag)) {
      return { problem: websiteSocialsMessages.hashtagInvalid(raw.trim()) };
    }
    if (Array.from(tag).length > maxHashtagLength) {
      return { problem: websiteSocialsMessages.hashtagTooLong(tag) };
    }
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    hashtags.push(tag);
  }
  if (hashtags.length > maxSharingHashtags) return { problem: websiteSocialsMessages.tooManyHashtags };
  return { hashtags };
}

const sharingHashtagsSchema = visibleTextSchema({ field: 'hashtags', max: 1000, required: false })
  .default('')
  .transform((value, ctx) => {
    const normalized = normalizeSharingHashtags(value ?? '');
    if ('problem' in normalized) {
      ctx.addIssue({ code: 'custom', message: normalized.problem });
      return z.NEVER;
    }
    return normalized.hashtags.join(', ');
  });

/** PUT /api/website/socials: the whole Socials slice; an empty link hides that network. */
export const websiteSocialsUpdateSchema = z.object({
  twitterURL: buildSocialLinkSchema('twitter', 'link'),
  facebookURL: buildSocialLinkSchema('facebook', 'link'),
  tiktokURL: buildSocialLinkSchema('tiktok', 'link'),
  instagramURL: buildSocialLinkSchema('instagram', 'link'),
  youtubeURL: buildSocialLinkSchema('youtube', 'link'),
  sharingHashTags: sharingHashtagsSchema,
  widgets: z.object({
    twitter: buildWidgetSchema('twitter'),
    facebook: buildWidgetSchema('facebook'),
    tiktok: buildWidgetSchema('tiktok'),
    instagram: buildWidgetSchema('instagram'),
    youtube: buildWidgetSchema('youtube'),
  }),
});
export type WebsiteSocialsUpdateInput = z.input<typeof websiteSocialsUpdateSchema>;
export type WebsiteSocialsUpdate = z.output<typeof websiteSocialsUpdateSchema>;

export const websiteSocialsSchema = teamSocialsSchema;
export type WebsiteSocials = z.infer<typeof websiteSocialsSchema>;

/** GET and PUT /api/website/socials answer the team's Socials slice. */
export const websiteSocialsResponseSchema = z.object({ socials: websiteSocialsSchema });
export type WebsiteSocialsResponse = z.infer<typeof websiteSocialsResponseSchema>;
