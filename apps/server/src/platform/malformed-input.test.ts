import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFormSlug, type TeamSportsType } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { createSiteTeam } from '../site/site-test-helpers.ts';
import { getJson, signIn, signUp } from '../test/account-helpers.ts';
import { routesOfPrintedTree, type RegisteredRoute as WalkedRoute } from '../test/registered-routes.ts';
import { appHeaders, createTestApp } from '../test/test-app.ts';

/**
 * Walks every registered route with malformed path parameters, queries and bodies, signed out and
 * signed in, and asserts that none answers 5xx and that JSON errors keep the `{ error: { code,
 * message } }` shape. Routes are read from the running app, so a route added later is walked too.
 */

const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-walk-dist-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><title>Sideline</title><div id="root"></div>',
);
writeFileSync(path.join(webDistDir, 'assets', 'index-abc.js'), 'export {};');

const ctx = await createTestApp({ DEV_SIGN_IN: 'true' }, { webDistDir });
const routes = routesOfPrintedTree(ctx.app.printRoutes());
const openApi = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};

interface JsonSchema {
  properties?: Record<string, unknown>;
}

const member = await signUp(ctx.app);
// Verified, so signing in again (after a walked route ended the session) is never refused.
await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, member.body.email));
let memberCookie = member.cookie;

afterAll(async () => {
  await ctx.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const longText = 'x'.repeat(5000);
const malformedParams = [
  '%00',
  '%ff',
  '%E0%A4%A',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  longText,
  '%20',
  '-1',
  'null',
  '%3Cscript%3E',
  '%F0%9F%98%80',
];
const malformedQueries = [
  '?token=%00',
  '?id=%ff',
  '?token=a&token=b',
  `?token=${longText}`,
  '?format=xml',
  '?x[y][z]=1',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?%ff=1',
  // A page cursor that is negative, overflows a double or a 64-bit integer (security round 2, finding 4).
  '?cursor=-5',
  '?cursor=1e400',
  '?cursor=99999999999999999999',
];

/** Multipart bodies a browser never sends: no boundary, cut off inside a part or its header, NUL in a field. */
const multipartBoundary = '----walk-boundary';
const multipart = (payload: string, contentType = `multipart/form-data; boundary=${multipartBoundary}`) => ({
  payload,
  headers: { 'content-type': contentType },
});
const malformedMultipartBodies: InjectOptions[] = [
  multipart('no boundary here', 'multipart/form-data'),
  multipart(
    `--${multipartBoundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff cut off`,
  ),
  multipart(`--${multipartBoundary}\r\nContent-Disposition: form-da`),
  multipart(
    `--${multipartBoundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n--${multipartBoundary}--\r\n`,
  ),
  multipart(
    `--${multipartBoundary}\r\nContent-Disposition: form-data; name="t\u0000"\r\n\r\nab\r\n--${multipartBoundary}--\r\n`,
  ),
];

/** Wrong JSON types for every field the route's schema names, and the usual malformed bodies. */
function malformedBodies(route: WalkedRoute): InjectOptions[] {
  const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
  const schema =
    openApi.paths[openApiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']
      ?.schema;
  const fields = Object.keys(schema?.properties ?? {});
  const everyField = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  const json = (payload: string): InjectOptions => ({
    payload,
    headers: { 'content-type': 'application/json' },
  });
  const bodies: InjectOptions[] = [
    json('{"email":'),
    json(''),
    json('[]'),
    json('"text"'),
    json('123'),
    json('null'),
    json('true'),
    json('{"__proto__":{"polluted":true}}'),
    json('{"constructor":{"prototype":{"polluted":true}}}'),
    json(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    json(JSON.stringify({ token: true, email: 42, password: [], demoId: {}, teamId: null })),
    json(JSON.stringify(['token', 'email'])),
    json(JSON.stringify({ token: '\u0000', email: 'a\u0000@example.org', name: '\u0000' })),
    json(JSON.stringify({ token: 'y'.repeat(1_000_000) })),
    { payload: 'token=%00&email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { payload: 'plain text', headers: { 'content-type': 'text/plain' } },
    ...malformedMultipartBodies,
    { payload: '{}', headers: { 'content-type': 'application/json; charset=latin-7' } },
  ];
  for (const value of [1, true, [], {}, null, 'z'.repeat(100_000), '\u202e\u200b', -1e308]) {
    if (fields.length) bodies.push(json(JSON.stringify(everyField(value))));
  }
  return bodies;
}

/** Route parameters and wildcards replaced by `value`; a plain path is kept. */
function withParameters(routePath: string, value: string): string {
  return routePath.replace(/:\w+/g, value).replace(/\*/g, value);
}

function requestsFor(route: WalkedRoute): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const hasParameters = /[:*]/.test(route.path);
  const paths = hasParameters
    ? malformedParams.map((value) => withParameters(route.path, value))
    : [route.path];
  const plain = withParameters(route.path, 'x');
  const requests: InjectOptions[] = paths.map((url) => ({ method, url }));
  for (const query of malformedQueries) requests.push({ method, url: `${plain}${query}` });
  if (!['GET', 'HEAD'].includes(route.method)) {
    for (const body of malformedBodies(route)) requests.push({ method, url: plain, ...body });
  }
  return requests;
}

const sessionIsLive = async () => (await getJson(ctx.app, '/api/session', memberCookie)).json().userLogged;

/** Signs the member in again when a walked route (sign-out, email change, ...) ended the session. */
async function ensureSignedIn() {
  if (await sessionIsLive()) return;
  const again = await signIn(ctx.app, member.body.email, member.body.password);
  expect(again.res.statusCode).toBe(200);
  memberCookie = again.cookie;
}

describe('every route with malformed input', () => {
  it('walks the routes of the app', () => {
    // The walk below is only as good as this list: it must hold every kind of route.
    const listed = new Set(routes.map((route) => `${route.method} ${route.path}`));
    for (const expected of [
      'POST /api/accounts/signin',
      'GET /api/referrals/:id',
      'GET /files/*',
      'GET /assets/*',
      'POST /sandbox/payments/onboarding/:accountId',
      'GET /dev/mail/:id',
      'GET /*',
    ]) {
      expect(listed).toContain(expected);
    }
  });

  it.each([
    ['GET', '/api/referrals/%00', undefined],
    ['GET', '/sandbox/payments/onboarding/%00?token=a', undefined],
    ['GET', '/%ff', undefined],
    ['GET', '/dev/mail/%00', undefined],
    ['POST', '/api/accounts/signin', '{"email":"a\\u0000@example.org","password":"x"}'],
  ] as const)(
    'answers %s %s (from the security review) with 400 in the usual shape',
    async (method, url, payload) => {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { ...appHeaders, 'content-type': 'application/json' },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    },
  );

  describe('from security round 2 (finding 4), each answered 400 with the field named', () => {
    const upload = (fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      if (file) body.append('file', new Blob([new Uint8Array(file.data)]), file.name);
      return body;
    };
    const sendSignedIn = async (options: InjectOptions) => {
      await ensureSignedIn();
      return ctx.app.inject({
        ...options,
        headers: { ...appHeaders, cookie: memberCookie, ...options.headers },
      });
    };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );

    it.each(['-5', '1e400', '99999999999999999999'])('GET /api/submissions?cursor=%s', async (cursor) => {
      const res = await sendSignedIn({ method: 'GET', url: `/api/submissions?cursor=${cursor}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['cursor']);
    });

    it.each([
      ['a NUL character', 'Team\u0000photo'],
      ['a control character', 'Team\u0001photo'],
      ['a line break', 'Team\nphoto'],
    ])('a media title with %s', async (_kind, title) => {
      const res = await sendSignedIn({
        method: 'POST',
        url: '/api/media',
        payload: upload({ title }, { name: 'dot.png', data: png }),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['title']);
    });

    it.each(malformedMultipartBodies.map((body, index) => [index, body] as const))(
      'a malformed multipart upload to /api/media (%s)',
      async (_index, body) => {
        const res = await sendSignedIn({ method: 'POST', url: '/api/media', ...body });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toBeDefined();
      },
    );

    it('malformed multipart posts to a real public form', async () => {
      const team = await createSiteTeam(ctx);
      const url = `/sites/${team.slug}/forms/${buildFormSlug('contact-us', team.team.sportsType as TeamSportsType)}`;
      for (const body of malformedMultipartBodies) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          ...body,
          headers: { accept: 'application/json', ...body.headers },
        });
        expect(res.statusCode, String(body.payload)).toBe(400);
        expect(res.json().error.fields, String(body.payload)).toBeDefined();
      }
    });
  });

  describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it.each([
        ['signed out', false],
        ['signed in', true],
      ])(
        'answers %s without a 5xx, errors in the usual shape',
        async (_state, signedIn) => {
          // Every signed-in request is sent with a live session. Only a request the app accepted,
          // or one whose answer sets a cookie (a sign-out), can have ended it: the session is
          // checked (and signed in again) at the start and after such an answer, not before every
          // request (the check was half of the signed-in walk's requests).
          let sessionMayHaveEnded = true;
          for (const request of requestsFor(route)) {
            if (signedIn && sessionMayHaveEnded) await ensureSignedIn();
            const res = await ctx.app.inject({
              ...request,
              headers: { ...appHeaders, ...(signedIn ? { cookie: memberCookie } : {}), ...request.headers },
            });
            sessionMayHaveEnded = res.statusCode < 400 || res.headers['set-cookie'] !== undefined;
            const described = `${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 80)}`;
            expect(res.statusCode, described).toBeLessThan(500);
            const isJsonError =
              res.statusCode >= 400 && String(res.headers['content-type']).includes('application/json');
            if (isJsonError && request.method !== 'HEAD') {
              const error = res.json().error;
              expect(typeof error?.code, described).toBe('string');
              expect(typeof error?.message, described).toBe('string');
            }
          }
          // What the skipped checks rely on: a walk ending on a refused request left the session live.
          if (signedIn && !sessionMayHaveEnded) expect(await sessionIsLive()).toBe(true);
          expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
        },
        120_000,
      );
    },
  );
});
