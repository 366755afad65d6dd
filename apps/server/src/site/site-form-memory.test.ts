import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFormSlug, maxFormFileBytes, type TeamSportsType } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpBody } from '../test/account-helpers.ts';
import { appHeaders } from '../test/test-app.ts';

/**
 * Security round 2, finding 3, measured as it was found: a real server process (its own memory,
 * nothing shared with the test) takes 50 multipart posts with files to a public form, 10 of them
 * held open half-sent, and its resident memory stays within 100 MB of where it started (it grew
 * by 550 MB from 12 held-open posts when files were buffered in memory).
 */

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const megabyte = 1024 * 1024;
const boundary = '----sideline-memory-boundary';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes (Linux). */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1]) * 1024;
}

const filePartHead = (name: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nHello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${name}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
const bodyEnd = Buffer.from(`\r\n--${boundary}--\r\n`);

describe('team site: memory under public form posts with files', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;
  let formPath: string;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-memory-'));
    const baseUrl = `http://localhost:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ROLE: 'web',
        SEED_DEMO_TEAMS: 'false',
        RATE_LIMIT_PER_MINUTE: '1000',
        // Its many posts at once must all be answered, not shed (load-shedding.test.ts covers that).
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: 'ignore',
    });
    await vi.waitFor(
      async () => {
        const health = await fetch(`${baseUrl}/api/health`);
        if (!health.ok) throw new Error(`the server answered ${health.status}`);
      },
      // Under the hook's own limit: a first start migrates a new database, ~40 s on a busy machine.
      { timeout: 110_000, interval: 250 },
    );
    const signUp = await fetch(`${baseUrl}/api/accounts/signup`, {
      method: 'POST',
      headers: { ...appHeaders, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(signUpBody()),
    });
    const session = (await signUp.json()) as { team: { slug: string; sportsType: TeamSportsType } };
    formPath = `/sites/${session.team.slug}/forms/${buildFormSlug('contact-us', session.team.sportsType)}`;
  }, 120_000);

  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens a post announcing `fileBytes` of file and sends the head of it; the body keeps coming later. */
  function openPost(fileBytes: number) {
    const head = filePartHead('cv.pdf');
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST ${formPath} HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: application/json\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\n` +
        `content-length: ${head.length + fileBytes + bodyEnd.length}\r\n\r\n`,
    );
    socket.write(head);
    return socket;
  }

  /** A whole post with a file just under the limit, answered. */
  function sendPost(file: Buffer) {
    return new Promise<string>((resolve) => {
      const socket = openPost(file.length);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(answer));
      socket.write(file);
      // Not end(): a client that half-closes is taken as gone before its answer.
      socket.write(bodyEnd);
      // The answer is in when the head has come; the socket may stay open (keep-alive).
      const timer = setInterval(() => {
        if (answer.includes('\r\n\r\n')) {
          clearInterval(timer);
          socket.destroy();
        }
      }, 20);
    });
  }

  it('stays within 100 MB of its start over 50 posts of files, 10 of them held open', async () => {
    const file = Buffer.alloc(maxFormFileBytes - megabyte, 0x41);
    // Warm up: the route, the form and the parsers are loaded before measuring.
    expect(await sendPost(file)).toMatch(/^HTTP\/1\.1 200 /);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const start = residentBytes(server.pid!);
    let peak = start;
    const sample = setInterval(() => {
      peak = Math.max(peak, residentBytes(server.pid!));
    }, 50);

    // Ten posts send four whole files of the five they announce, and then hold the connection open.
    const nextPart = (index: number) =>
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file${index}"; filename="cv${index}.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      );
    const held = Array.from({ length: 10 }, () => {
      const socket = openPost(5 * (file.length + nextPart(0).length));
      socket.write(file);
      for (let index = 1; index < 4; index++) socket.write(Buffer.concat([nextPart(index), file]));
      return socket;
    });
    // Forty more come in whole, ten at a time.
    for (let batch = 0; batch < 4; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => sendPost(file)));
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const whileHeld = residentBytes(server.pid!);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clearInterval(sample);
    const after = residentBytes(server.pid!);

    const report = `start ${(start / megabyte).toFixed(0)} MB, peak ${(peak / megabyte).toFixed(0)} MB, held ${(whileHeld / megabyte).toFixed(0)} MB, after ${(after / megabyte).toFixed(0)} MB`;
    expect(peak - start, report).toBeLessThan(100 * megabyte);
    expect(after - start, report).toBeLessThan(100 * megabyte);
  }, 180_000);
});
