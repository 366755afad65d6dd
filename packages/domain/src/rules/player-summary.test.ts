import { describe, expect, it } from 'vitest';
import {
  buildAutoPlayerSummary,
  isPlayerSummaryAcceptable,
  minPlayerSummaryLength,
  resolvePlayerSummary,
} from './player-summary.ts';

describe('player summary', () => {
  it('accepts empty or at least 70 characters', () => {
    expect(minPlayerSummaryLength).toBe(70);
    expect(isPlayerSummaryAcceptable('')).toBe(true);
    expect(isPlayerSummaryAcceptable('   ')).toBe(true);
    expect(isPlayerSummaryAcceptable('a'.repeat(69))).toBe(false);
    expect(isPlayerSummaryAcceptable('a'.repeat(70))).toBe(true);
    expect(isPlayerSummaryAcceptable(`  ${'a'.repeat(69)}  `)).toBe(false);
  });

  it('builds a summary from name, position and hometown', () => {
    expect(
      buildAutoPlayerSummary({
        name: 'Jane Doe',
        position: 'Defensemen',
        hometown: 'Boston, MA',
        sportsType: 'WOMENSICEHOCKEY',
      }),
    ).toBe("Jane Doe plays Defenseman for the Women's Ice Hockey Team. She is from Boston, MA.");
    expect(
      buildAutoPlayerSummary({
        name: 'Tom Ray',
        position: 'Fly-half',
        sportsType: 'MENSRUGBY',
        teamName: 'Harbor RFC',
      }),
    ).toBe('Tom Ray plays Fly-half for Harbor RFC.');
    expect(buildAutoPlayerSummary({ name: 'Sam Lee', hometown: 'Ithaca', sportsType: 'MENSLACROSSE' })).toBe(
      "Sam Lee plays for the Men's Lacrosse Team. He is from Ithaca.",
    );
  });

  it('replaces only an empty summary', () => {
    const facts = { name: 'Jane Doe', sportsType: 'WOMENSRUGBY' as const };
    expect(resolvePlayerSummary('  ', facts)).toBe("Jane Doe plays for the Women's Rugby Team.");
    expect(resolvePlayerSummary(' Own words ', facts)).toBe('Own words');
  });
});
