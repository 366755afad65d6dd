import { describe, expect, it } from 'vitest';
import { buildNewTeamDefaults } from '../seed/new-team-defaults.ts';
import { selectableSportsTypes } from '../sports/sports-types.ts';
import { visibleTextMessages } from '../text/visible-text.ts';
import {
  adviseSeoDescription,
  countWords,
  websiteSeoMessages as m,
  maxSeoKeywords,
  truncateForSearchResult,
  websiteSeoUpdateSchema,
} from './website-seo.ts';

function fieldMessages(value: unknown): Record<string, string> {
  const issues = websiteSeoUpdateSchema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('website SEO update', () => {
  it.each(selectableSportsTypes)('accepts what a new %s team is seeded with, unchanged', (sportsType) => {
    const { seoInfo } = buildNewTeamDefaults({
      teamName: 'Northfield Ice Hawks',
      organizationName: 'Northfield University',
      sportsType,
      websiteType: 'WEBSITEANDSTORE',
      now: new Date('2026-03-10T15:00:00Z'),
    }).website;
    expect(websiteSeoUpdateSchema.parse(seoInfo)).toEqual(seoInfo);
  });

  it('trims, puts the description on one line and lists keywords once each', () => {
    expect(
      websiteSeoUpdateSchema.parse({
        title: '  Hawks Hockey ',
        description: 'Club hockey\n\nin  Northfield. ',
        keywords: ' hockey,Club  Hockey , ,HOCKEY, hawks,',
      }),
    ).toEqual({
      title: 'Hawks Hockey',
      description: 'Club hockey in Northfield.',
      keywords: 'hockey, Club Hockey, hawks',
    });
    expect(websiteSeoUpdateSchema.parse({ title: 'T', description: 'D' }).keywords).toBe('');
  });

  it('asks for the title and description, and keeps each within its limit', () => {
    expect(fieldMessages({ title: ' ', description: '' })).toEqual({
      title: 'Please enter the title',
      description: 'Please enter the description',
    });
    expect(
      fieldMessages({
        title: 'x'.repeat(71),
        description: 'y'.repeat(301),
        keywords: `${'k'.repeat(51)}, ok`,
      }),
    ).toEqual({
      title: visibleTextMessages.tooLong('title', 70),
      description: visibleTextMessages.tooLong('description', 300),
      keywords: m.keywordTooLong('k'.repeat(51)),
    });
    const tooMany = Array.from({ length: maxSeoKeywords + 1 }, (_, i) => `k${i}`).join(',');
    expect(fieldMessages({ title: 'T', description: 'D', keywords: tooMany })).toEqual({
      keywords: m.tooManyKeywords,
    });
  });

  it('advises 15 to 20 words without refusing other lengths', () => {
    expect(countWords('  one\ttwo\nthree ')).toBe(3);
    expect(countWords(' ')).toBe(0);
    expect(adviseSeoDescription(words(14))).toEqual({
      words: 14,
      isAdvisedLength: false,
      advice: m.adviceShort,
    });
    expect(adviseSeoDescription(words(15)).isAdvisedLength).toBe(true);
    expect(adviseSeoDescription(words(20))).toEqual({
      words: 20,
      isAdvisedLength: true,
      advice: m.adviceMet,
    });
    expect(adviseSeoDescription(words(21)).advice).toBe(m.adviceLong);
    expect(websiteSeoUpdateSchema.safeParse({ title: 'T', description: words(3) }).success).toBe(true);
    expect(m.wordCount(1)).toBe('1 word');
    expect(m.wordCount(16)).toBe('16 words');
  });

  it('cuts a long text at a word, as a search result does', () => {
    expect(truncateForSearchResult('Short title', 60)).toBe('Short title');
    const cut = truncateForSearchResult('The Northfield Ice Hawks play club hockey, every weekend.', 40);
    expect(cut).toBe('The Northfield Ice Hawks play club…');
    expect(Array.from(cut).length).toBeLessThanOrEqual(40);
    expect(truncateForSearchResult('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
