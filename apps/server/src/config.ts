import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultPrivateDemoLimit,
  defaultPrivateDemosPerHour,
  defaultTeamImportsPerHour,
} from '@sideline/domain';
import { z } from 'zod';
import { defaultPasswordHashCost, maximumPasswordHashCost } from './platform/password-hashing.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An optional setting where an empty value (as in .env.example) means unset. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);

/** Every environment variable the server reads; .env.example and the README list the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: optionalText,
  BASE_URL: optionalText,
  BASE_DOMAIN: z.string().default('localhost'),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  AUTH_SECRET: optionalText,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sideline <hello@sideline.local>'),
  NOTIFY_EMAIL: z.string().default('team@sideline.local'),
  SUPPORT_EMAIL: z.string().default('support@sideline.local'),
  /** Sideline staff who may open the operator console (comma-separated sign-in emails). */
  OPERATOR_EMAILS: z.string().default(''),
  UNVERIFIED_LOGIN_LIMIT: z.coerce.number().int().min(0).default(3),
  DEV_SIGN_IN: bool,
  DEV_MAILBOX: bool,
  API_DOCS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
  SEED_DEMO_TEAMS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  PRIVATE_DEMO_LIMIT: z.coerce.number().int().min(0).default(defaultPrivateDemoLimit),
  PRIVATE_DEMOS_PER_HOUR: z.coerce.number().int().positive().default(defaultPrivateDemosPerHour),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(1)
    .max(maximumPasswordHashCost)
    .default(defaultPasswordHashCost),
  TEAM_MAIL_PER_DAY: z.coerce.number().int().min(0).default(200),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(1000),
  SITE_REVALIDATE_MS: z.coerce.number().int().min(0).default(1000),
  SITE_CACHE_MB: z.coerce.number().int().min(0).default(64),
  ANALYTICS_COUNTING: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().positive().default(1000),
  ANALYTICS_FLUSH_ROWS: z.coerce.number().int().positive().default(500),
  DOMAIN_CNAME_TARGET: optionalText,
  DOMAIN_APEX_ADDRESS: z.ipv4().default('127.0.0.1'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  STRIPE_API_PROTOCOL: z
    .enum(['http', 'https', ''])
    .optional()
    .transform((v) => v || undefined),
  STRIPE_CHECKOUT_ORIGIN: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  SANDBOX_PAYMENTS_URL: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText,
  S3_FORCE_PATH_STYLE: bool,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText,
  METRICS_TOKEN: optionalText,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  CPU_WORKER_THREADS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .int()
      .positive()
      .default(Math.max(1, availableParallelism() - 1)),
  ),
  CPU_WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
  LOAD_SHED_SAMPLE_MS: z.coerce.number().int().min(10).default(500),
  TEAM_IMPORTS_PER_HOUR: z.coerce.number().int().positive().default(defaultTeamImportsPerHour),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every variable the server reads (the README table and .env.example list them). */
export const serverEnvironmentVariables = Object.keys(envSchema.shape);

/** Relative paths (DATA_DIR) are taken from the repository root, whatever the working directory. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  /** Listen address: loopback unless HOST says otherwise. */
  host: string;
  /** Which proxies may set X-Forwarded-For: none (false), a hop count, or addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  baseUrl: string;
  baseDomain: string;
  role: Env['ROLE'];
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir/db is used. */
  databaseUrl?: string;
  /** The PostgreSQL pool of this process (README "Pool size and timeouts"). */
  databasePool: { size: number; statementTimeoutMs: number; connectTimeoutMs: number };
  /** Signs sessions and tokens: AUTH_SECRET, or outside production the one kept in the data folder. */
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  notifyEmail: string;
  supportEmail: string;
  /** Sign-in emails of Sideline's operators (docs/decisions/030). */
  operatorEmails: string[];
  unverifiedLoginLimit: number;
  devSignIn: boolean;
  /** Who may read /dev/mail: nobody (production), loopback requests, or anyone (DEV_MAILBOX=true). */
  devMailbox: 'off' | 'loopback' | 'anyone';
  /** Serve the OpenAPI document and its page at /api/docs (production: only with API_DOCS=true). */
  apiDocs: boolean;
  seedDemoTeams: boolean;
  /** Ceiling on live private demo copies; over it "Try the portal" asks the visitor to come back. */
  privateDemoLimit: number;
  /** Private demos one address may open per hour. */
  privateDemosPerHour: number;
  rateLimitPerMinute: number;
  /** scrypt cost of new password hashes (N = 2^cost); production keeps the default or more. */
  passwordHashCost: number;
  /** Mails a team's users control (replies, form confirmations and notifications) per team and UTC day. */
  teamMailPerDay: number;
  mailPollMs: number;
  /** Public team sites: how long an instance serves cached pages before re-reading a team's content version. */
  siteRevalidateMs: number;
  /** Public team sites: memory for rendered pages (0: no page cache, every view is rendered). */
  siteCacheBytes: number;
  /**
   * Page views of public team sites (docs/decisions/029): counted when on, written in batches
   * every `flushMs` or `flushRows` views, whichever comes first.
   */
  analytics: { isCounting: boolean; flushMs: number; flushRows: number };
  /** Where custom domains point (docs/decisions/024): CNAME for www and subdomains, A for an apex. */
  domainTargets: { cnameTarget: string; apexAddress: string };
  /** Stripe Connect when STRIPE_SECRET_KEY is set; otherwise the sandbox payment provider. */
  stripe?: StripeConfig;
  /**
   * Where the sandbox provider's hosted pages (onboarding, checkout, billing) are addressed:
   * BASE_URL unless SANDBOX_PAYMENTS_URL names another address of this server, so that those pages
   * are on another origin than the sites, as Stripe's are (the end-to-end run does this).
   */
  sandboxPaymentsUrl: string;
  /** Files in an S3-compatible bucket when S3_BUCKET is set; otherwise the folder dataDir/files. */
  s3?: S3Config;
  /** Bearer token that opens /metrics; without it /metrics answers 404. */
  metricsToken?: string;
  /** How long a stopping process waits for in-flight requests and jobs before it exits anyway. */
  shutdownTimeoutMs: number;
  /** The worker threads of CPU-heavy requests (platform/cpu-pool.ts, decision 035). */
  cpuPool: { threads: number; memoryMb: number };
  /**
   * Load shedding (decision 035): while the event loop's mean delay over the last sample is above
   * `maxEventLoopDelayMs`, requests are answered 503 with Retry-After (0: never shed).
   */
  loadShedding: { maxEventLoopDelayMs: number; sampleMs: number };
  /** Imports of an archive one team may start per hour. */
  teamImportsPerHour: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, a local stand-in); absent means AWS S3. */
  endpoint?: string;
  /** Address buckets as `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and the like). */
  forcePathStyle: boolean;
  /** Without them the SDK's default chain is used (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** When set, public images are answered with a redirect to `${publicUrl}/${key}` instead of from the app. */
  publicUrl?: string;
}

export interface StripeConfig {
  secretKey: string;
  /** Signing secret of the webhook endpoint (webhooks arrive with the store). */
  webhookSecret?: string;
  /** Signing secret of the Connect webhook endpoint: the store's events on connected accounts. */
  connectWebhookSecret?: string;
  /** A local stand-in for the Stripe API; absent means api.stripe.com. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  /** Stripe Checkout's origin when it is not https://checkout.stripe.com (a custom domain, a stand-in). */
  checkoutOrigin?: string;
}

/** `false` trusts no proxy (request.ip is the socket's address); see {@link parseTrustProxy}. */
export type TrustProxy = false | number | string[];

/** The example value once shipped in .env.example and the source: public, so never a secret. */
export const publicExampleAuthSecret = 'sideline-development-secret-change-me-in-production';
/** Shortest AUTH_SECRET accepted in production (better-auth signs with it; 32 characters ≈ 190 bits). */
export const minimumAuthSecretLength = 32;

/** The configuration the environment gives; outside production AUTH_SECRET may still be missing. */
export type EnvironmentConfig = Omit<AppConfig, 'authSecret'> & { authSecret?: string };

/** A configuration problem the operator must fix; main.ts prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment. Pure: no file or network access, so the same input always gives the same
 * answer (main.ts then fills a missing development AUTH_SECRET from the data folder).
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): EnvironmentConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid settings: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (env.AUTH_SECRET === publicExampleAuthSecret) {
    throw new ConfigError(
      'AUTH_SECRET is the example value published with Sideline, so anyone can forge tokens with it. ' +
        'Remove it (outside production a random secret is kept in the data folder) or set a long random value.',
    );
  }
  const baseUrl = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  if (isProduction) assertProductionReady(env, baseUrl);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    baseUrl,
    baseDomain: env.BASE_DOMAIN,
    role: env.ROLE,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePool: {
      size: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    },
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    notifyEmail: env.NOTIFY_EMAIL,
    supportEmail: env.SUPPORT_EMAIL,
    operatorEmails: env.OPERATOR_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
    unverifiedLoginLimit: env.UNVERIFIED_LOGIN_LIMIT,
    // Development sign-in is never available in production, whatever the flag says.
    devSignIn: env.DEV_SIGN_IN && !isProduction,
    devMailbox: isProduction ? 'off' : env.DEV_MAILBOX ? 'anyone' : 'loopback',
    apiDocs: env.API_DOCS ?? !isProduction,
    seedDemoTeams: env.SEED_DEMO_TEAMS,
    privateDemoLimit: env.PRIVATE_DEMO_LIMIT,
    privateDemosPerHour: env.PRIVATE_DEMOS_PER_HOUR,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    passwordHashCost: env.PASSWORD_HASH_COST,
    teamMailPerDay: env.TEAM_MAIL_PER_DAY,
    mailPollMs: env.MAIL_POLL_MS,
    siteRevalidateMs: env.SITE_REVALIDATE_MS,
    siteCacheBytes: env.SITE_CACHE_MB * 1024 * 1024,
    analytics: {
      isCounting: env.ANALYTICS_COUNTING,
      flushMs: env.ANALYTICS_FLUSH_MS,
      flushRows: env.ANALYTICS_FLUSH_ROWS,
    },
    domainTargets: {
      cnameTarget: (env.DOMAIN_CNAME_TARGET ?? `sites.${env.BASE_DOMAIN}`).toLowerCase(),
      apexAddress: env.DOMAIN_APEX_ADDRESS,
    },
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
          apiHost: env.STRIPE_API_HOST,
          apiPort: env.STRIPE_API_PORT,
          apiProtocol: env.STRIPE_API_PROTOCOL,
          checkoutOrigin: env.STRIPE_CHECKOUT_ORIGIN && new URL(env.STRIPE_CHECKOUT_ORIGIN).origin,
        }
      : undefined,
    sandboxPaymentsUrl: env.SANDBOX_PAYMENTS_URL ?? baseUrl,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    metricsToken: env.METRICS_TOKEN,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    cpuPool: { threads: env.CPU_WORKER_THREADS, memoryMb: env.CPU_WORKER_MEMORY_MB },
    loadShedding: {
      maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
      sampleMs: env.LOAD_SHED_SAMPLE_MS,
    },
    teamImportsPerHour: env.TEAM_IMPORTS_PER_HOUR,
  };
}

/** The configuration with its secret, for code that was handed AUTH_SECRET explicitly (tests). */
export function withAuthSecret(config: EnvironmentConfig, authSecret = config.authSecret): AppConfig {
  if (!authSecret) throw new ConfigError('AUTH_SECRET is not set');
  return { ...config, authSecret };
}

/**
 * A production process refuses to start with settings that would expose it: no AUTH_SECRET (or a
 * short one), a password hash cost below the default, or a BASE_URL that is not https. The one
 * exception is a production build tried on this machine only: an http BASE_URL on a loopback host
 * while listening on loopback.
 */
function assertProductionReady(env: Env, baseUrl: string): void {
  if (!env.AUTH_SECRET) {
    throw new ConfigError(
      'AUTH_SECRET must be set in production: a long random value, the same for every instance ' +
        '(for example: openssl rand -base64 48).',
    );
  }
  if (env.AUTH_SECRET.length < minimumAuthSecretLength) {
    throw new ConfigError(
      `AUTH_SECRET must be at least ${minimumAuthSecretLength} characters in production.`,
    );
  }
  if (env.PASSWORD_HASH_COST < defaultPasswordHashCost) {
    throw new ConfigError(
      `PASSWORD_HASH_COST must be at least ${defaultPasswordHashCost} in production ` +
        `(got ${env.PASSWORD_HASH_COST}): a lower cost makes stolen password hashes cheap to crack. ` +
        'Remove it to use the default.',
    );
  }
  if (!env.BASE_URL) {
    throw new ConfigError(
      'BASE_URL must be set in production: the https address people use, e.g. https://sideline.example.org',
    );
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigError(`BASE_URL is not a valid address: ${baseUrl}`);
  }
  const isLocalTrial = url.protocol === 'http:' && isLoopbackHost(url.hostname) && isLoopbackHost(env.HOST);
  if (url.protocol !== 'https:' && !isLocalTrial) {
    throw new ConfigError(
      `BASE_URL must be an https address in production (got ${baseUrl}): sessions and reset links ` +
        'must not travel in clear text. Put Sideline behind a TLS-terminating proxy.',
    );
  }
}

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

const proxyAddressPresets = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset means no proxy is trusted and X-Forwarded-For is ignored. A number is how many
 * proxies sit in front (1: a single load balancer); otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges (or loopback, linklocal, uniquelocal). `true` is refused:
 * trusting every hop lets any client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be a hop count or a comma-separated list of addresses or CIDR ranges; "${entry}" is neither.`,
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (proxyAddressPresets.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
