import type { App } from '../../app.ts';
import { appHeaders } from '../../test/test-app.ts';

/**
 * Calls a content section's API as the portal does: the app's CSRF header and the session cookie.
 * Shared by the section modules' route tests.
 */
export function callSection(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { ...appHeaders, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** GET {url}/{id}, PUT and DELETE of another team's id: each must answer 404 with `message`. */
export async function expectForeignIdRefused(
  app: App,
  url: string,
  foreignId: string,
  cookie: string,
  validInput: unknown,
): Promise<{ statusCodes: number[]; messages: string[] }> {
  const answers = [
    await callSection(app, 'GET', `${url}/${foreignId}`, cookie),
    await callSection(app, 'PUT', `${url}/${foreignId}`, cookie, validInput),
    await callSection(app, 'DELETE', `${url}/${foreignId}`, cookie),
  ];
  return {
    statusCodes: answers.map((res) => res.statusCode),
    messages: answers.map((res) => res.json().error.message),
  };
}
