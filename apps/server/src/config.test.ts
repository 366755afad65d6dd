import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_PROTOCOL: 'ftp' })).toThrow();
  });
});
