import { describe, expect, it } from 'vitest';
import { contentListQuerySchema, contentMessages } from './content-list.ts';

describe('contentListQuerySchema', () => {
  it('defaults to the first page of 50 without a search', () => {
    expect(contentListQuerySchema.parse({})).toEqual({ search: '', limit: 50 });
  });

  it('reads the limit from a query string and refuses a foreign cursor or a huge page', () => {
    expect(contentListQuerySchema.parse({ limit: '20', cursor: '40', search: ' opp ' })).toEqual({
      search: 'opp',
      limit: 20,
      cursor: '40',
    });
    expect(contentListQuerySchema.safeParse({ cursor: 'abc' }).success).toBe(false);
    expect(contentListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });
});

describe('contentMessages', () => {
  it('words the spec prompt and the toasts for one entity', () => {
    const messages = contentMessages({ singular: 'opponent', plural: 'opponents' });
    expect(messages.selectPrompt).toBe('Select one of the opponents or create a new one');
    expect(messages.created).toBe('Opponent created.');
    expect(messages.notFound).toBe('This opponent does not exist. It may have been deleted.');
  });
});
