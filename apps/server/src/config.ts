import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  HOST: z.string().default('0.0.0.0'),
  BASE_URL: z.string().optional(),
  BASE_DOMAIN: z.string().default('localhost'),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().default('sideline-development-secret-change-me-in-production'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sideline <hello@sideline.local>'),
  NOTIFY_EMAIL: z.string().default('team@sideline.local'),
  SUPPORT_EMAIL: z.string().default('support@sideline.local'),
  UNVERIFIED_LOGIN_LIMIT: z.coerce.number().int().min(0).default(3),
  DEV_SIGN_IN: bool,
  SEED_DEMO_TEAMS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  DEMO_PASSWORD: z.string().default('sideline-demo'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(1000),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  STRIPE_API_PROTOCOL: z
    .enum(['http', 'https', ''])
    .optional()
    .transform((v) => v || undefined),
});

export type Env = z.infer<typeof envSchema>;

/** Relative paths (DATA_DIR) are taken from the repository root, whatever the working directory. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  baseUrl: string;
  baseDomain: string;
  role: Env['ROLE'];
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir/db is used. */
  databaseUrl?: string;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  notifyEmail: string;
  supportEmail: string;
  unverifiedLoginLimit: number;
  devSignIn: boolean;
  seedDemoTeams: boolean;
  demoPassword: string;
  rateLimitPerMinute: number;
  mailPollMs: number;
  /** Stripe Connect when STRIPE_SECRET_KEY is set; otherwise the sandbox payment provider. */
  stripe?: StripeConfig;
}

export interface StripeConfig {
  secretKey: string;
  /** Signing secret of the webhook endpoint (webhooks arrive with the store). */
  webhookSecret?: string;
  /** A local stand-in for the Stripe API; absent means api.stripe.com. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = envSchema.parse(source);
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.AUTH_SECRET.startsWith('sideline-development')) {
    throw new Error('AUTH_SECRET must be set in production');
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    baseUrl: env.BASE_URL ?? `http://localhost:${env.PORT}`,
    baseDomain: env.BASE_DOMAIN,
    role: env.ROLE,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    notifyEmail: env.NOTIFY_EMAIL,
    supportEmail: env.SUPPORT_EMAIL,
    unverifiedLoginLimit: env.UNVERIFIED_LOGIN_LIMIT,
    // Development sign-in is never available in production, whatever the flag says.
    devSignIn: env.DEV_SIGN_IN && !isProduction,
    seedDemoTeams: env.SEED_DEMO_TEAMS,
    demoPassword: env.DEMO_PASSWORD,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    mailPollMs: env.MAIL_POLL_MS,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiHost: env.STRIPE_API_HOST,
          apiPort: env.STRIPE_API_PORT,
          apiProtocol: env.STRIPE_API_PROTOCOL,
        }
      : undefined,
  };
}
