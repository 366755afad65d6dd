import { type ApiErrorBody, csrfHeaderName, csrfHeaderValue } from '@sideline/domain';

/** An API failure carrying the server's `{ error: { code, message, fields } }` (DESIGN.md). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const networkErrorMessage = 'We could not reach Sideline. Check your connection and try again.';
export const unexpectedErrorMessage = 'Something went wrong on our side. Please try again in a moment.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Turns a failed response (status and parsed body, if any) into an ApiError. */
export function mapErrorResponse(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code || 'error', message, fields ?? {});
  }
  if (status >= 500) return new ApiError(status, 'server_error', unexpectedErrorMessage);
  if (status === 401) return new ApiError(status, 'unauthorized', 'Please sign in to continue.');
  if (status === 404) return new ApiError(status, 'not_found', 'We could not find what you asked for.');
  return new ApiError(status, 'error', unexpectedErrorMessage);
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the Sideline API: sends the session cookie, JSON bodies, and the CSRF header on every
 * state-changing request; resolves with the parsed JSON or throws an ApiError.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[csrfHeaderName] = csrfHeaderValue;
  // A FormData body (an upload) goes as multipart, with the boundary the browser sets.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', networkErrorMessage);
  }

  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) throw mapErrorResponse(response.status, body);
  return body as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
export const apiPost = <T>(path: string, body?: unknown) =>
  apiRequest<T>(path, { method: 'POST', body: body ?? {} });

/** Answer of the endpoints that only confirm an action (`{ message }`). */
export interface MessageResponse {
  message: string;
}
