import { type Mock, vi } from 'vitest';

type PutAnswer<Body> = (body: Body) => { status: number; body: unknown };

/**
 * Stubs fetch for one editor slice: GET `path` answers `stored`, PUT answers `answerPut`; a GET
 * starting with one of `others`' paths answers its body; anything else is a 404.
 */
export function mockSliceApi<Body = unknown>(
  path: string,
  stored: object,
  answerPut: PutAnswer<Body>,
  others: Record<string, object> = {},
): Mock {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== path) {
      const other = Object.keys(others).find((prefix) => url.startsWith(prefix));
      return other ? Response.json(others[other]) : new Response('{}', { status: 404 });
    }
    if (init?.method === 'PUT') {
      const answer = answerPut(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    return new Response(JSON.stringify(stored), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies of the PUT requests made so far, as JSON.parse reads them. */
export function putBodies(fetchMock: Mock) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

/** A server validation failure with one field's message. */
export function fieldErrorAnswer(field: string, message: string) {
  return { status: 400, body: { error: { code: 'validation', message, fields: { [field]: message } } } };
}
