import { describe, expect, it } from 'vitest';
import {
  contentOrderInputSchema,
  contentOrderMessages,
  isSameIdSet,
  rankByPosition,
} from './content-order.ts';

describe('content order', () => {
  it('gives the first place the highest order', () => {
    expect(rankByPosition(['a', 'b', 'c'])).toEqual([
      { id: 'a', order: 3 },
      { id: 'b', order: 2 },
      { id: 'c', order: 1 },
    ]);
  });

  it('accepts exactly the live ids, each once', () => {
    expect(isSameIdSet(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isSameIdSet(['a'], ['a', 'b'])).toBe(false);
    expect(isSameIdSet(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isSameIdSet(['a', 'a'], ['a', 'b'])).toBe(false);
  });

  it('refuses an id given twice', () => {
    const result = contentOrderInputSchema.safeParse({ ids: ['a', 'a'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(contentOrderMessages.duplicate);
  });
});
