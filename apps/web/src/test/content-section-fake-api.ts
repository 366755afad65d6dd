import { type ContentListItem, matchesSearch } from '@sideline/domain';
import { type Mock, vi } from 'vitest';

type StoredRecord = { id: string } & Record<string, unknown>;
type Answer = { status: number; body: unknown };

/**
 * Stubs fetch with an in-memory content section API (the routes of registerContentSectionRoutes):
 * list with the prefix search and a cursor, read, create, update and delete of `records`.
 * `toListItem` makes a list row of a record; `refuse` may answer a request instead (a
 * validation failure, a blocking rule). Any other address answers `otherAnswers[url]` or 404.
 */
export function fakeContentApi({
  apiPath,
  records,
  toListItem,
  refuse,
  otherAnswers = {},
}: {
  apiPath: string;
  records: StoredRecord[];
  toListItem: (record: StoredRecord) => ContentListItem;
  refuse?: (method: string, id: string | null, body: unknown) => Answer | undefined;
  otherAnswers?: Record<string, unknown>;
}): Mock {
  let created = 0;
  const json = ({ status, body }: Answer) =>
    new Response(status === 204 ? null : JSON.stringify(body), { status });
  const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };

  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const address = new URL(url, 'http://localhost');
    if (url in otherAnswers) return json({ status: 200, body: otherAnswers[url] });
    if (!address.pathname.startsWith(apiPath)) return json(notFound);
    const id = address.pathname.slice(apiPath.length + 1) || null;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const refusal = refuse?.(method, id, body);
    if (refusal) return json(refusal);
    if (!id && method === 'GET') {
      const search = address.searchParams.get('search') ?? '';
      const limit = Number(address.searchParams.get('limit') ?? 50);
      const start = Number(address.searchParams.get('cursor') ?? 0);
      const matches = records.map(toListItem).filter((item) => matchesSearch(item.title, search));
      const end = start + limit;
      return json({
        status: 200,
        body: {
          items: matches.slice(start, end),
          total: matches.length,
          nextCursor: end < matches.length ? String(end) : null,
        },
      });
    }
    if (!id && method === 'POST') {
      created += 1;
      const record = { ...body, id: `new-${created}` };
      records.push(record);
      return json({ status: 201, body: record });
    }
    const index = records.findIndex((record) => record.id === id);
    if (index < 0) return json(notFound);
    if (method === 'GET') return json({ status: 200, body: records[index] });
    if (method === 'PUT') {
      records[index] = { ...records[index], ...body };
      return json({ status: 200, body: records[index] });
    }
    records.splice(index, 1);
    return json({ status: 204, body: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made so far with a method, as [path, parsed body]. */
export function requestsOf(fetchMock: Mock, method: string): [string, unknown][] {
  return fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([url, init]) => [
      String(url),
      (init as RequestInit | undefined)?.body ? JSON.parse(String((init as RequestInit).body)) : undefined,
    ]);
}
