/**
 * The list search of the portal and public pages (spec part 1 §5): case-insensitive prefix match
 * on the whole text or on any word, after hyphens, parentheses, exclamation marks and colons are
 * turned into spaces. A query of several words may also start at any word ("opponent univ"
 * finds "Game vs Opponent University").
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[-()!:]/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesSearch(text: string, query: string): boolean {
  const q = normalizeSearchText(query);
  if (q === '') return true;
  const words = normalizeSearchText(text).split(' ');
  for (let i = 0; i < words.length; i += 1) {
    if (words.slice(i).join(' ').startsWith(q)) return true;
  }
  return false;
}

/** The items whose text matches the query, in their original order. */
export function filterBySearch<T>(items: readonly T[], query: string, getText: (item: T) => string): T[] {
  if (normalizeSearchText(query) === '') return [...items];
  return items.filter((item) => matchesSearch(getText(item), query));
}
