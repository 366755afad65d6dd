import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { teams } from './db/schema/teams.ts';
import { isDatabaseUnavailable } from './platform/database-unavailable.ts';
import { signUpBody } from './test/account-helpers.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  postgresUnavailableReason,
  type SidelineProcess,
  startSidelineProcess,
} from './test/sideline-processes.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

const baseUrl = 'http://localhost:3000';
const unavailable = await postgresUnavailableReason();
const connectTimeoutMs = 1000;

/**
 * Issue 25, Faults: PostgreSQL restarted under load. A TCP proxy stands between one ROLE=all
 * process and the machine's PostgreSQL; cutting it is what the process sees while the server
 * restarts (open connections end, new ones are refused). Requests must fail fast with 503 and
 * Retry-After, and the same process must answer again once the database is back.
 */
describe.skipIf(unavailable !== null)(
  `database outage: 503 with Retry-After, recovery without a restart${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let proxy: TcpProxy;
    let web: SidelineProcess;
    let cookie: string;

    beforeAll(async () => {
      database = await createScratchDatabase('sideline_outage');
      const server = new URL(postgresServerUrl);
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const proxied = new URL(database.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      web = await startSidelineProcess('web', {
        NODE_ENV: 'test',
        ROLE: 'all',
        DATABASE_URL: proxied.toString(),
        DATABASE_CONNECT_TIMEOUT_MS: String(connectTimeoutMs),
        AUTH_SECRET: 'outage-test-secret-0123456789-abcdefghijklmnopqr',
        BASE_URL: baseUrl,
        SEED_DEMO_TEAMS: 'false',
        PASSWORD_HASH_COST: '4',
        RATE_LIMIT_PER_MINUTE: '10000',
        MAIL_POLL_MS: '100',
      });
      const signUp = await call('POST', '/api/accounts/signup', signUpBody());
      expect(signUp.status, await signUp.clone().text()).toBe(201);
      cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    }, 180_000);

    afterAll(async () => {
      await web?.stop();
      await proxy?.close();
      await database?.drop();
    }, 60_000);

    function call(method: string, path: string, json?: unknown) {
      return fetch(`${web.url}${path}`, {
        method,
        headers: {
          origin: baseUrl,
          [csrfHeaderName]: csrfHeaderValue,
          ...(cookie ? { cookie } : {}),
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: json !== undefined ? JSON.stringify(json) : undefined,
      });
    }

    /** Ten portal reads at once, each timed. */
    async function load() {
      return Promise.all(
        Array.from({ length: 10 }, async () => {
          const started = Date.now();
          const res = await call('GET', '/api/website/info');
          return { res, ms: Date.now() - started, body: await res.text() };
        }),
      );
    }

    it('answers 503 with Retry-After quickly while the database is away, and 200 again once it is back', async () => {
      expect((await load()).map(({ res }) => res.status)).toEqual(Array(10).fill(200));

      // Cut while requests are in flight: some lose their connection mid-query and must answer 503
      // too. (A connection lost inside a transaction, the worker's outbox claim every 100 ms
      // here, used to end the whole process: every socket closed. See the pool test below.)
      const inFlight = load();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await proxy.drop();
      const cut = await inFlight;
      const during = [...(await load()), ...(await load())];
      for (const { res, ms, body } of during) {
        expect(res.status, body).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(JSON.parse(body)).toEqual({
          error: {
            code: 'unavailable',
            message: 'Sideline is briefly unavailable. Please try again in a few seconds.',
          },
        });
        // Fails fast: within the connect timeout, never hanging until the client gives up.
        expect(ms).toBeLessThan(connectTimeoutMs + 1500);
      }
      // The ones cut mid-flight either finished before the cut or answer the same 503.
      for (const { res, body } of cut) expect([200, 503], body).toContain(res.status);
      expect((await fetch(`${web.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${web.url}/healthz`)).status).toBe(200);

      await proxy.restore();
      const deadline = Date.now() + 10_000;
      let statuses: number[] = [];
      while (Date.now() < deadline) {
        statuses = (await load()).map(({ res }) => res.status);
        if (statuses.every((status) => status === 200)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(statuses).toEqual(Array(10).fill(200));
      expect((await fetch(`${web.url}/readyz`)).status).toBe(200);
      // The same process all along: it never exited.
      expect(web.child.exitCode, web.output().slice(-3000)).toBeNull();
    }, 60_000);

    it('a transaction whose connection is lost mid-query fails as unavailable; the process and the pool carry on', async () => {
      const server = new URL(postgresServerUrl);
      const own = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const proxied = new URL(database.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(own.port);
      const opened = await openDatabase({ databaseUrl: proxied.toString(), poolSize: 2, connectTimeoutMs });
      try {
        const transaction = opened.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(5)`);
        });
        const outcome = transaction.then(
          () => null,
          (error: unknown) => error,
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        await own.drop();
        // Before the fix the client's 'error' event had no listener and ended this very process.
        const error = await outcome;
        expect(error).not.toBeNull();
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
        await own.restore();
        // The same pool answers again: the broken client was dropped, a new one opened.
        expect(await opened.db.select({ id: teams.id }).from(teams)).toHaveLength(1);
      } finally {
        await opened.close();
        await own.close();
      }
    }, 60_000);
  },
);
