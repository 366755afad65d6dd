import {
  type ContentListItem,
  type ContentListQuery,
  type ContentListResponse,
  filterBySearch,
} from '@sideline/domain';

/**
 * One page of a section's list, searched with the domain's prefix matcher (spec part 2 §5). The
 * matcher normalizes punctuation and matches from any word, which SQL cannot say the same way on
 * PGlite and PostgreSQL, so a repository loads the team's live rows of a section (small: a team
 * has hundreds, not millions; only the listed columns) in list order and this pages them. The
 * cursor is the offset of the next page.
 */
export function pageBySearch<Row>(
  rows: readonly Row[],
  query: ContentListQuery,
  searchText: (row: Row) => string,
): { page: Row[]; total: number; nextCursor: string | null } {
  const matches = filterBySearch(rows, query.search, searchText);
  const start = query.cursor ? Number(query.cursor) : 0;
  const end = start + query.limit;
  return {
    page: matches.slice(start, end),
    total: matches.length,
    nextCursor: end < matches.length ? String(end) : null,
  };
}

/** A section's list answer: one page of `rows` searched by `searchText`, each row as a list item. */
export function listPageOf<Row>(
  rows: readonly Row[],
  query: ContentListQuery,
  searchText: (row: Row) => string,
  toItem: (row: Row) => ContentListItem,
): ContentListResponse {
  const { page, total, nextCursor } = pageBySearch(rows, query, searchText);
  return { items: page.map(toItem), total, nextCursor };
}
