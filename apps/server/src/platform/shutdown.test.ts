import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appHeaders, createTestApp, type TestContext } from '../test/test-app.ts';
import { createGracefulShutdown } from './shutdown.ts';
import { createWorker } from './worker.ts';

/** A promise with its resolve, to hold a request or a job open until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('graceful shutdown', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.app.close();
    await ctx?.database.close().catch(() => {});
    ctx = undefined;
  });

  it('stops accepting, finishes the request in flight and the running job, then closes the pool and exits 0', async () => {
    ctx = await createTestApp();
    const { app, database } = ctx;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const events: string[] = [];

    // A sign-in whose body is half sent when the stop begins.
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' });
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/accounts/signin',
          headers: {
            ...appHeaders,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            events.push('request answered');
            resolve(response.statusCode ?? 0);
          });
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => request.end(body.slice(10)), 700);
    });

    // A worker in the middle of a round.
    const job = gate();
    const jobStarted = gate();
    const worker = createWorker({
      pollMs: 60_000,
      tasks: [
        {
          name: 'slow-job',
          run: async () => {
            jobStarted.open();
            await job.opened;
            events.push('job finished');
          },
        },
      ],
    });
    worker.start();
    await jobStarted.opened;
    await new Promise((resolve) => setTimeout(resolve, 100));

    const exited = gate();
    let exitCode: number | undefined;
    const shutdown = createGracefulShutdown({
      startStopping: () => {
        events.push('not ready');
        app.operations.startStopping();
      },
      services: [app, { close: () => worker.stop() }],
      database: {
        close: async () => {
          events.push('pool closed');
          await database.close();
        },
      },
      timeoutMs: 10_000,
      log: () => {},
      exit: (code) => {
        exitCode = code;
        exited.open();
      },
    });
    const stopping = shutdown('SIGTERM');
    expect(shutdown('SIGTERM')).toBe(stopping);

    // New connections are refused at once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => `answered ${res.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    // Answered in full (an unknown account: 404), not cut off.
    expect(await answered).toBe(404);
    expect(exitCode).toBeUndefined();
    setTimeout(job.open, 200);
    await exited.opened;
    expect(exitCode).toBe(0);
    expect(events).toEqual(['not ready', 'request answered', 'job finished', 'pool closed']);
    ctx = undefined;
  });

  it('exits 1 without closing the pool when the work in flight outlasts the timeout', async () => {
    const closed: string[] = [];
    let exitCode: number | undefined;
    const shutdown = createGracefulShutdown({
      startStopping: () => {},
      services: [{ close: () => new Promise(() => {}) }],
      database: { close: async () => void closed.push('pool') },
      timeoutMs: 200,
      log: () => {},
      exit: (code) => {
        exitCode = code;
      },
    });
    const started = Date.now();
    await shutdown('SIGINT');
    expect(exitCode).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(closed).toEqual([]);
  });
});
