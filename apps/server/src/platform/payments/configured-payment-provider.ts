import type { SandboxPaymentProvider } from './sandbox-payments.ts';
import type { StripePaymentProvider } from './stripe-payments.ts';

/** The provider the app runs with: `kind` tells the sandbox (with its own pages and clock) from Stripe. */
export type ConfiguredPaymentProvider = SandboxPaymentProvider | StripePaymentProvider;
