import { z } from 'zod';
import { seoInfoSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

/**
 * Website → Google Info (SEO) (spec part 1 §2 "Website editor", §3 `website.seoInfo`, §5): the
 * title, description and keywords search engines show for the team's home page. The spec's
 * 15-20 word description is advice shown while typing, not a rule a save must pass; the hard
 * limits below only keep values to what a search result or a meta tag can carry.
 */

export const websiteSeoMaxLengths = {
  title: 70,
  description: 300,
  keyword: 50,
} as const;

/** Keywords a team may list. */
export const maxSeoKeywords = 20;

/** The description length the spec advises, in words (spec part 1 §5). */
export const seoDescriptionAdvisedWords = { min: 15, max: 20 } as const;

/** Where a search engine cuts a result's title and description (about 600 and 920 px wide). */
export const searchResultLengths = { title: 60, description: 160 } as const;

export const websiteSeoMessages = {
  saved: 'Your Google info is saved.',
  loadFailed: 'We could not load your Google info. Please reload the page.',
  keywordTooLong: (keyword: string) =>
    `Please keep each keyword to ${websiteSeoMaxLengths.keyword} characters or fewer ("${keyword}" is longer)`,
  tooManyKeywords: `Please keep to ${maxSeoKeywords} keywords or fewer`,
  wordCount: (words: number) => `${words} ${words === 1 ? 'word' : 'words'}`,
  adviceShort: `Search engines show ${seoDescriptionAdvisedWords.min} to ${seoDescriptionAdvisedWords.max} words best: add a few more.`,
  adviceLong: `Search engines cut long descriptions: ${seoDescriptionAdvisedWords.min} to ${seoDescriptionAdvisedWords.max} words work best.`,
  adviceMet: 'A good length for search results.',
} as const;

/** The words of a text: runs of characters between white space. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** The word count of a description and the spec's advice about it, for the form's helper line. */
export function adviseSeoDescription(description: string): {
  words: number;
  isAdvisedLength: boolean;
  advice: string;
} {
  const words = countWords(description);
  const { min, max } = seoDescriptionAdvisedWords;
  if (words < min) return { words, isAdvisedLength: false, advice: websiteSeoMessages.adviceShort };
  if (words > max) return { words, isAdvisedLength: false, advice: websiteSeoMessages.adviceLong };
  return { words, isAdvisedLength: true, advice: websiteSeoMessages.adviceMet };
}

/**
 * Comma-separated keywords in one form: each trimmed, inner white space collapsed, empty entries
 * and repeats (ignoring case) dropped, joined with ", ".
 */
export function splitSeoKeywords(keywords: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of keywords.split(',')) {
    const keyword = raw.trim().replace(/\s+/gu, ' ');
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    list.push(keyword);
  }
  return list;
}

const keywordsSchema = visibleTextSchema({ field: 'keywords', max: 2000, required: false })
  .default('')
  .transform((value, ctx) => {
    const keywords = splitSeoKeywords(value ?? '');
    const tooLong = keywords.find((k) => Array.from(k).length > websiteSeoMaxLengths.keyword);
    if (tooLong) ctx.addIssue({ code: 'custom', message: websiteSeoMessages.keywordTooLong(tooLong) });
    else if (keywords.length > maxSeoKeywords) {
      ctx.addIssue({ code: 'custom', message: websiteSeoMessages.tooManyKeywords });
    }
    return keywords.join(', ');
  });

/** PUT /api/website/seo: the whole SEO slice. Title and description are what a search result shows. */
export const websiteSeoUpdateSchema = z.object({
  title: visibleTextSchema({ field: 'title', max: websiteSeoMaxLengths.title }),
  description: visibleTextSchema({
    field: 'description',
    max: websiteSeoMaxLengths.description,
    multiline: true,
  }).transform((text) => text.replace(/\s+/gu, ' ')),
  keywords: keywordsSchema,
});
export type WebsiteSeoUpdateInput = z.input<typeof websiteSeoUpdateSchema>;
export type WebsiteSeoUpdate = z.output<typeof websiteSeoUpdateSchema>;
export type WebsiteSeo = z.infer<typeof seoInfoSchema>;

/**
 * GET and PUT /api/website/seo answer the slice and the site's address (`siteAddress`, the
 * team's canonical origin), which the search-result preview shows under the title.
 */
export const websiteSeoResponseSchema = z.object({ seo: seoInfoSchema, siteAddress: z.string() });
export type WebsiteSeoResponse = z.infer<typeof websiteSeoResponseSchema>;

/**
 * A text as a search result shows it: whole when it fits, else cut at the last word that fits
 * and ended with an ellipsis.
 */
export function truncateForSearchResult(text: string, maxLength: number): string {
  const clean = text.trim().replace(/\s+/gu, ' ');
  const characters = Array.from(clean);
  if (characters.length <= maxLength) return clean;
  const head = characters.slice(0, maxLength - 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > maxLength / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,.;:!?-]+$/u, '')}…`;
}
