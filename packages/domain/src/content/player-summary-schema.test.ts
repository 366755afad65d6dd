import { describe, expect, it } from 'vitest';
import { playerSummarySchema, playerSummaryTooShortMessage } from './player-summary-schema.ts';

describe('player summary schema', () => {
  it('accepts an empty summary or one of at least 70 characters', () => {
    expect(playerSummarySchema.parse('   ')).toBe('');
    expect(playerSummarySchema.parse('a'.repeat(70))).toHaveLength(70);
  });

  it('rejects 69 characters with a message a person can act on', () => {
    const result = playerSummarySchema.safeParse(` ${'a'.repeat(69)} `);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(playerSummaryTooShortMessage);
    expect(playerSummaryTooShortMessage).toContain('70');
  });
});
