import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiPost,
  mapErrorResponse,
  networkErrorMessage,
  unexpectedErrorMessage,
} from './api-client.ts';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('mapErrorResponse', () => {
  it('keeps the code, message and fields of the server error body', () => {
    const error = mapErrorResponse(400, {
      error: {
        code: 'validation',
        message: 'Please enter the team name',
        fields: { teamName: 'Please enter the team name' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation');
    expect(error.message).toBe('Please enter the team name');
    expect(error.fields).toEqual({ teamName: 'Please enter the team name' });
  });

  it('gives fields an empty object when the server sends none', () => {
    expect(
      mapErrorResponse(404, { error: { code: 'user_not_found', message: 'User not found' } }).fields,
    ).toEqual({});
  });

  it('falls back to a generic message for bodies that are not error bodies', () => {
    expect(mapErrorResponse(502, null).message).toBe(unexpectedErrorMessage);
    expect(mapErrorResponse(502, null).code).toBe('server_error');
    expect(mapErrorResponse(400, { nope: true }).message).toBe(unexpectedErrorMessage);
  });
});

describe('apiRequest', () => {
  it('sends credentials and no CSRF header on GET', async () => {
    const fetchMock = mockFetch(200, { userLogged: false });
    await expect(apiGet('/api/session')).resolves.toEqual({ userLogged: false });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)[csrfHeaderName]).toBeUndefined();
  });

  it('sends JSON and the CSRF header on POST', async () => {
    const fetchMock = mockFetch(200, { message: 'ok' });
    await apiPost('/api/contact', { name: 'A' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(headers[csrfHeaderName]).toBe(csrfHeaderValue);
    expect(headers['content-type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ name: 'A' }));
  });

  it('throws an ApiError with the server message on a 4xx answer', async () => {
    mockFetch(403, {
      error: { code: 'unverified_email', message: 'Please verify your email address to sign in' },
    });
    const failure = apiPost('/api/accounts/signin', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      code: 'unverified_email',
      message: 'Please verify your email address to sign in',
    });
  });

  it('maps a non-JSON server error to the generic message', async () => {
    mockFetch(500, '<html>Internal error</html>');
    await expect(apiGet('/api/dashboard')).rejects.toMatchObject({
      status: 500,
      message: unexpectedErrorMessage,
    });
  });

  it('maps a failed connection to a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/api/session')).rejects.toMatchObject({
      code: 'network_error',
      message: networkErrorMessage,
    });
  });
});
