import { contentListQuerySchema } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { pageBySearch } from './content-list-page.ts';

const rows = ['Opponent University', 'Harbor City Hawks', 'North-Shore (B) Team', 'Bay Hawks'].map(
  (name, i) => ({
    id: String(i),
    name,
  }),
);
const page = (query: Record<string, unknown>) =>
  pageBySearch(rows, contentListQuerySchema.parse(query), (row) => row.name);

describe('pageBySearch', () => {
  it('matches by prefix on the whole name or any word, after punctuation becomes spaces', () => {
    expect(page({ search: 'hawks' }).page.map((row) => row.name)).toEqual(['Harbor City Hawks', 'Bay Hawks']);
    expect(page({ search: 'shore b' }).page.map((row) => row.name)).toEqual(['North-Shore (B) Team']);
    expect(page({ search: 'awks' }).total).toBe(0);
  });

  it('pages the matches in list order with the offset of the next page as cursor', () => {
    expect(page({ limit: 3 })).toMatchObject({ total: 4, nextCursor: '3' });
    expect(page({ limit: 3, cursor: '3' })).toEqual({ page: [rows[3]], total: 4, nextCursor: null });
    expect(page({ limit: 3, cursor: '9' })).toEqual({ page: [], total: 4, nextCursor: null });
  });
});
