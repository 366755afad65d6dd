import type { MediaAsset } from '@sideline/domain';
import type { App } from '../../app.ts';
import { makeJpeg } from '../../test/image-fixtures.ts';
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

/** Uploads a JPEG to the team's media library as the portal does; its id goes into an image field. */
export async function uploadLibraryImage(
  app: App,
  cookie: string,
  purpose: 'image' | 'logo' | 'feature',
  size: { width: number; height: number } = { width: 800, height: 800 },
  fileName = 'p.jpg',
): Promise<MediaAsset> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append(
    'file',
    new Blob([new Uint8Array(await makeJpeg(size.width, size.height))], { type: 'image/jpeg' }),
    fileName,
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...appHeaders, cookie },
    payload: form,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().media;
}
