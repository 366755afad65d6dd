import { type Mock, vi } from 'vitest';

type PutAnswer = (body: unknown) => { status: number; body: unknown };

/**
 * Stubs fetch for one editor slice: GET `path` answers `stored`, PUT answers `answerPut`;
 * anything else is a 404.
 */
export function mockSliceApi(path: string, stored: object, answerPut: PutAnswer): Mock {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== path) return new Response('{}', { status: 404 });
    if (init?.method === 'PUT') {
      const answer = answerPut(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    return new Response(JSON.stringify(stored), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies of the PUT requests made so far. */
export function putBodies(fetchMock: Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

/** A server validation failure with one field's message. */
export function fieldErrorAnswer(field: string, message: string) {
  return { status: 400, body: { error: { code: 'validation', message, fields: { [field]: message } } } };
}
