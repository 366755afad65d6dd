import net from 'node:net';
import { buildFormSlug, maxFormFileBytes, type TeamSportsType } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { maxFormPostBytes } from './site-form-body.ts';
import { createSiteTeam } from './site-test-helpers.ts';

/**
 * Security round 2, finding 3: a multipart post to a public form was read whole (up to 5 × 10 MB
 * in memory) before the team or form was known. These talk to a listening server over a socket,
 * so a body can be sent in part, slowly, or not at all.
 */

const boundary = '----sideline-test-boundary';

/** Sends `head` and `body`, and gives back what the server answered within `waitMs` ('' if nothing). */
function sendRaw(port: number, path: string, headers: Record<string, string>, body: string, waitMs = 3000) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const headEnd = answer.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      // The head is enough to know the status; a body it announces is read to its last byte.
      const bodyLength = /\r\ncontent-length: *(\d+)/i.exec(answer.slice(0, headEnd))?.[1];
      if (bodyLength === undefined || answer.length - (headEnd + 4) >= Number(bodyLength)) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('error', () => {
      clearTimeout(timer);
      done();
    });
    const head = Object.entries({ host: '127.0.0.1', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n${body}`);
  });
}

const fileHead = (field: string, name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;

describe('team site: public form posts are bounded before and while they are read', () => {
  let ctx: TestContext;
  let port: number;
  let formPath: string;
  let teamSlug: string;
  const lines: string[] = [];
  beforeAll(async () => {
    // Production logs at info level, so what the abandoned upload is logged as can be read.
    ctx = await createTestApp(
      { NODE_ENV: 'production', AUTH_SECRET: 'a-production-test-secret-of-some-length' },
      { logDestination: { write: (line) => void lines.push(line) } },
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
    const team = await createSiteTeam(ctx);
    teamSlug = team.slug;
    formPath = `/sites/${team.slug}/forms/${buildFormSlug('contact-us', team.team.sportsType as TeamSportsType)}`;
  });
  afterAll(() => ctx.close());

  const multipartHeaders = (length: number) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(length),
  });

  it.each([
    ['a team that does not exist', () => '/sites/no-such-team-anywhere/forms/contact'],
    ['a form that does not exist', () => `/sites/${teamSlug}/forms/no-such-form`],
  ])('answers a post to %s with 404 before reading its body', async (_case, path) => {
    // 40 MB announced, a few bytes sent: the answer must not wait for the rest.
    const answer = await sendRaw(
      port,
      path(),
      multipartHeaders(40 * 1024 * 1024),
      fileHead('resume', 'a.pdf'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('refuses a body announced over the bound with 413, naming the body', async () => {
    const answer = await sendRaw(
      port,
      formPath,
      { ...multipartHeaders(maxFormPostBytes + 1), accept: 'application/json' },
      fileHead('resume', 'a.pdf'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"fields":{"body":');
    expect(maxFormPostBytes).toBeGreaterThan(5 * maxFormFileBytes);
  });

  it('notes an upload the client abandons at info level, never as a server error', async () => {
    lines.length = 0;
    // Half a file, then the connection goes away.
    await sendRaw(port, formPath, multipartHeaders(5 * 1024 * 1024), fileHead('resume', 'a.pdf'), 300);
    const entries = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    await vi.waitFor(() =>
      expect(
        entries().some((entry) => entry.level === 30 && entry.msg === 'upload aborted by the client'),
      ).toBe(true),
    );
    expect(entries().filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it('answers malformed or truncated multipart with 400 naming the body', async () => {
    const truncated = `${fileHead('resume', 'a.pdf')}only part of the file`;
    const cases = {
      truncated: { headers: multipartHeaders(truncated.length), body: truncated },
      'without a boundary': {
        headers: { 'content-type': 'multipart/form-data', 'content-length': '5' },
        body: 'hello',
      },
      'cut off in a part header': {
        headers: multipartHeaders(`--${boundary}\r\nContent-Disposition: form-da`.length),
        body: `--${boundary}\r\nContent-Disposition: form-da`,
      },
    };
    for (const [kind, { headers, body }] of Object.entries(cases)) {
      const answer = await sendRaw(port, formPath, { ...headers, accept: 'application/json' }, body);
      expect(answer, kind).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, kind).toContain('"fields":{"body":');
    }
  });
});
