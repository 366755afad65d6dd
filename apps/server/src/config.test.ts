import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  minimumAuthSecretLength,
  parseTrustProxy,
  publicExampleAuthSecret,
  serverEnvironmentVariables,
} from './config.ts';
import { authSecretFile, resolveAuthSecret } from './platform/auth-secret.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

describe('payment settings', () => {
  it('uses the sandbox provider when STRIPE_SECRET_KEY is unset or empty (as in .env.example)', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        STRIPE_API_HOST: '',
        STRIPE_API_PORT: '',
        STRIPE_API_PROTOCOL: '',
      }).stripe,
    ).toBeUndefined();
  });

  it('uses Stripe Connect with the key, the webhook secret and an optional local API stand-in', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiHost: undefined,
      apiPort: undefined,
      apiProtocol: undefined,
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'http',
      }).stripe,
    ).toMatchObject({ apiHost: '127.0.0.1', apiPort: 12111, apiProtocol: 'http' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_PROTOCOL: 'ftp' })).toThrow(
      /STRIPE_API_PROTOCOL/,
    );
  });
});

describe('file storage, metrics and shutdown settings', () => {
  it('keeps files in the data folder unless S3_BUCKET is set, and reads the S3 settings with it', () => {
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: 'http://minio:9000' }).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'sideline',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://files.example.org/',
      }).s3,
    ).toEqual({
      bucket: 'sideline',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://files.example.org',
    });
    // Half a key pair is no key pair: the SDK's own chain (instance role, AWS_*) is used.
    expect(loadConfig({ S3_BUCKET: 'sideline', S3_ACCESS_KEY_ID: 'key' }).s3).toMatchObject({
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('opens /metrics only with a METRICS_TOKEN, and waits 25 s for a stop unless told otherwise', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
    expect(loadConfig({}).shutdownTimeoutMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('sizes the PostgreSQL pool at 10 with a 10 s statement timeout and a 3 s connect timeout unless told otherwise', () => {
    expect(loadConfig({}).databasePool).toEqual({
      size: 10,
      statementTimeoutMs: 10_000,
      connectTimeoutMs: 3000,
    });
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '4',
        DATABASE_STATEMENT_TIMEOUT_MS: '2500',
        DATABASE_CONNECT_TIMEOUT_MS: '500',
      }).databasePool,
    ).toEqual({ size: 4, statementTimeoutMs: 2500, connectTimeoutMs: 500 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });
});

describe('safe defaults', () => {
  it('listens on loopback and trusts no proxy unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDR ranges, and refuses "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', 'proxy.example.org', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
    }
  });

  it('serves /dev/mail to loopback only by default, to anyone with DEV_MAILBOX=true, never in production', () => {
    expect(loadConfig({}).devMailbox).toBe('loopback');
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe('anyone');
    expect(loadConfig({ ...production, DEV_MAILBOX: 'true' }).devMailbox).toBe('off');
  });

  it('serves /api/docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it("hashes passwords at better-auth's cost unless PASSWORD_HASH_COST says otherwise, within 1-20", () => {
    expect(loadConfig({}).passwordHashCost).toBe(14);
    expect(loadConfig(production).passwordHashCost).toBe(14);
    expect(loadConfig({ PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(4);
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST: /);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '0' })).toThrow(/PASSWORD_HASH_COST: /);
  });

  it('has no built-in AUTH_SECRET and refuses the example value that was once published', () => {
    expect(loadConfig({}).authSecret).toBeUndefined();
    expect(() => loadConfig({ AUTH_SECRET: publicExampleAuthSecret })).toThrow(/example value/);
    expect(() => loadConfig({ ...production, AUTH_SECRET: publicExampleAuthSecret })).toThrow(ConfigError);
  });
});

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-that-is-long-enough',
  BASE_URL: 'https://sideline.example.org',
} as const;

describe('a production start', () => {
  it('starts with a long AUTH_SECRET and an https BASE_URL', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.authSecret).toBe(production.AUTH_SECRET);
    expect(config.baseUrl).toBe('https://sideline.example.org');
  });

  it.each([
    ['no AUTH_SECRET', { AUTH_SECRET: undefined }, /AUTH_SECRET must be set in production/],
    ['an empty AUTH_SECRET', { AUTH_SECRET: '' }, /AUTH_SECRET must be set in production/],
    ['a short AUTH_SECRET', { AUTH_SECRET: 'short-secret' }, /at least 32 characters/],
    ['no BASE_URL', { BASE_URL: undefined }, /BASE_URL must be set in production/],
    ['an http BASE_URL', { BASE_URL: 'http://sideline.example.org' }, /must be an https address/],
    [
      'an http loopback BASE_URL while listening on every interface',
      { BASE_URL: 'http://localhost:3000', HOST: '0.0.0.0' },
      /must be an https address/,
    ],
    ['a BASE_URL that is no address', { BASE_URL: 'sideline' }, /not a valid address/],
    [
      'a password hash cost below the default',
      { PASSWORD_HASH_COST: '10' },
      /PASSWORD_HASH_COST must be at least 14 in production \(got 10\)/,
    ],
  ])('refuses to start with %s', (_name, change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });

  it('allows http only for a trial on this machine: a loopback BASE_URL and a loopback listen address', () => {
    expect(loadConfig({ ...production, BASE_URL: 'http://localhost:3000' }).baseUrl).toBe(
      'http://localhost:3000',
    );
    expect(loadConfig({ ...production, BASE_URL: 'http://127.0.0.1:3000', HOST: '::1' }).host).toBe('::1');
  });
});

describe('the AUTH_SECRET of a development start', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-secret-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated on the first start, kept in the data folder readable by the owner only, and reused', async () => {
    const first = await resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.generated).toBe(true);
    expect(first.config.authSecret.length).toBeGreaterThanOrEqual(minimumAuthSecretLength);
    const file = authSecretFile(first.config.dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.config.authSecret);

    const second = await resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(second).toMatchObject({ generated: false, config: { authSecret: first.config.authSecret } });

    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'sideline-secret-'));
    try {
      const other = await resolveAuthSecret(loadConfig({ DATA_DIR: elsewhere }));
      expect(other.config.authSecret).not.toBe(first.config.authSecret);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('is the configured one when AUTH_SECRET is set, and no file is written', async () => {
    const resolved = await resolveAuthSecret(
      loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'configured-secret' }),
    );
    expect(resolved).toMatchObject({ generated: false, config: { authSecret: 'configured-secret' } });
    await expect(stat(authSecretFile(resolved.config.dataDir))).rejects.toThrow(/ENOENT/);
  });

  it('is one secret when two processes start together on one data folder', async () => {
    const both = await Promise.all([
      resolveAuthSecret(loadConfig({ DATA_DIR: dataDir })),
      resolveAuthSecret(loadConfig({ DATA_DIR: dataDir })),
    ]);
    expect(both[0].config.authSecret).toBe(both[1].config.authSecret);
  });
});

describe('.env.example', () => {
  /** The example file's settings, as the process environment would carry them. */
  async function readEnvExample(): Promise<Record<string, string>> {
    const text = await readFile(path.join(repositoryRoot, '.env.example'), 'utf8');
    const entries = text
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
    return Object.fromEntries(entries);
  }

  it('lists every variable the server reads', async () => {
    const listed = Object.keys(await readEnvExample());
    expect(listed).toEqual(expect.arrayContaining(serverEnvironmentVariables));
  });

  it("and the README's configuration table list every variable the server reads", async () => {
    const readme = await readFile(path.join(repositoryRoot, 'README.md'), 'utf8');
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'));
    for (const name of serverEnvironmentVariables) {
      expect(
        tableRows.some((row) => row.includes(`\`${name}\``)),
        name,
      ).toBe(true);
    }
  });

  it('is a safe configuration as it stands: loopback, no proxy trusted, no secret of its own', async () => {
    const config = loadConfig(await readEnvExample());
    expect(config).toMatchObject({
      host: '127.0.0.1',
      trustProxy: false,
      authSecret: undefined,
      devMailbox: 'loopback',
      devSignIn: false,
      isProduction: false,
    });
  });

  it('is refused in production until AUTH_SECRET and an https BASE_URL are filled in', async () => {
    const example = await readEnvExample();
    expect(() => loadConfig({ ...example, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(
      loadConfig({
        ...example,
        NODE_ENV: 'production',
        AUTH_SECRET: production.AUTH_SECRET,
        BASE_URL: production.BASE_URL,
      }).apiDocs,
    ).toBe(false);
  });
});
