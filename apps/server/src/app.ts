import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { portalVersion } from '@sideline/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { registerDevMailRoutes } from './dev/dev-mail.routes.ts';
import { createAccountMails } from './modules/accounts/account-mails.ts';
import { createAuthMailer } from './modules/accounts/accounts.service.ts';
import {
  createSessionGuard,
  registerSessionGuard,
  registerTeamScope,
} from './modules/accounts/session-guard.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { createPageViewCounter } from './modules/analytics/page-view-counter.ts';
import { formSubmissionsModule } from './modules/form-submissions/form-submissions.module.ts';
import { referralsModule } from './modules/referrals/referrals.module.ts';
import { serverModules } from './modules/registry.ts';
import { storeModule } from './modules/store/store.module.ts';
import { subscriptionsModule } from './modules/subscriptions/subscriptions.module.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { createAuth } from './platform/auth.ts';
import { createClientAddressReader } from './platform/client-address.ts';
import { registerCompression } from './platform/compression.ts';
import { createConfiguredFileStorage } from './platform/configured-storage.ts';
import { createCpuPool } from './platform/cpu-pool.ts';
import { registerCsrfGuard } from './platform/csrf.ts';
import { createSystemDomainLookups, type DomainLookups } from './platform/domain-lookups.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.ts';
import { registerFileRoutes } from './platform/file-routes.ts';
import { journaledFileStorage } from './platform/file-write-journal.ts';
import { createHttpServer } from './platform/http-server.ts';
import { registerNulCharacterGuard } from './platform/input-guard.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { createLoggerOptions, type LogDestination } from './platform/logging.ts';
import { createTeamMailGate, gatherMailTemplates } from './platform/mail/index.ts';
import { type AppMetrics, createMetrics } from './platform/metrics.ts';
import { createOperations, type Operations } from './platform/operations.ts';
import type { ConfiguredPaymentProvider } from './platform/payments/configured-payment-provider.ts';
import { registerSandboxBillingPages } from './platform/payments/sandbox-billing.routes.ts';
import { registerSandboxCheckoutPages } from './platform/payments/sandbox-checkout.routes.ts';
import { registerSandboxPaymentPages } from './platform/payments/sandbox-onboarding.routes.ts';
import { createSandboxPaymentProvider } from './platform/payments/sandbox-payments.ts';
import { registerSandboxStoreCheckoutPages } from './platform/payments/sandbox-store-checkout.routes.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createServerModules } from './platform/server-module.ts';
import { createSiteChanges } from './platform/site-changes.ts';
import type { FileStorage } from './platform/storage.ts';
import { defaultWebDistDir, registerWebApp } from './platform/web-app.ts';
import type { WorkerTask } from './platform/worker.ts';
import { createSiteUrlRewriter, registerSiteRoutes } from './site/site.routes.ts';
import { createSiteFastPathSlot } from './site/site-fast-path.ts';

export interface AppDeps {
  database: Database;
  /** Folder of the built web app; tests may point elsewhere. */
  webDistDir?: string;
  /** Log requests and errors (to stdout, or to `logDestination`). */
  logger?: boolean;
  logDestination?: LogDestination;
  /** Where file bytes live; defaults to what the settings name (S3_BUCKET, else `${dataDir}/files`). */
  storage?: FileStorage;
  /** The payment provider; defaults to Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
  payments?: ConfiguredPaymentProvider;
  /** Business time of every module and of time-limited links (sandbox onboarding); tests move it. */
  now?: () => Date;
  /** DNS and HTTP look-ups of custom-domain checks; defaults to the system resolver and fetch. */
  domainLookups?: DomainLookups;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' background tasks; the worker of this process runs them (main.ts). */
    workerTasks: WorkerTask[];
    /** Health, readiness and metrics (operations.ts); start-sideline.ts marks the process stopping. */
    operations: Operations;
    metrics: AppMetrics;
  }
}

/** Fastify's types describe ajv's factories; a factory only has to return the routes' compiler. */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The composition root: the platform is wired here, and every area's module from the registry. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<App> {
  // Cached team-site pages are answered by the HTTP server itself, before routing (site-fast-path.ts).
  const siteFastPath = createSiteFastPathSlot();
  const app = Fastify({
    serverFactory: (handler, options) => createHttpServer(options, siteFastPath, handler),
    logger:
      deps.logger || deps.logDestination
        ? createLoggerOptions({ isProduction: config.isProduction, destination: deps.logDestination })
        : false,
    // request.ip (rate limits, sign-in mails) is the socket's address unless TRUST_PROXY names the proxies.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // Unique across instances (Fastify's default counts from req-1 in every process), so one
    // request's lines can be found in the logs of a scaled-out deployment.
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
    // Requests on a team's own host ({slug}.{BASE_DOMAIN}, custom domains) are routed to its site.
    rewriteUrl: createSiteUrlRewriter(config),
    // Every route's schemas are zod's. Named here rather than set after, so Fastify never loads
    // its default compilers (ajv and fast-json-stringify: 0.1-0.2 s of the start, decision 036).
    schemaController: { compilersFactory: zodCompilersFactory },
  }).withTypeProvider<ZodTypeProvider>();
  registerErrorHandler(app);
  // First of the hooks: a shed request costs nothing more.
  await registerLoadShedding(app, config.loadShedding);
  await registerCompression(app);
  await registerSecurityHeaders(app, { baseUrl: config.baseUrl });
  await app.register(fastifyCookie);
  registerCsrfGuard(app);
  registerNulCharacterGuard(app);
  await registerApiDocs(app, { enabled: config.apiDocs });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, version: portalVersion }));

  const { db } = deps.database;
  // On PostgreSQL every put is journalled first, so bytes a killed process stored without their row
  // get swept. Not on the embedded database: its one connection is held by the transaction some
  // puts run in, so the journal's own insert would wait forever (decision 033).
  const baseStorage = deps.storage ?? (await createConfiguredFileStorage(config));
  const storage = deps.database.kind === 'postgres' ? journaledFileStorage(baseStorage, db) : baseStorage;
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);

  const now = deps.now ?? (() => new Date());

  const metrics = createMetrics(deps.database, now);
  metrics.observeRequests(app);
  const operations = createOperations({
    database: deps.database,
    storage,
    metrics,
    metricsToken: config.metricsToken,
    log,
  });
  operations.register(app);
  app.decorate('operations', operations);
  app.decorate('metrics', metrics);

  // better-auth and the session guard of the team scope.
  const auth = createAuth({
    db,
    config,
    mailer: createAuthMailer({ db, mails: createAccountMails(config), now }),
  });
  const sessionGuard = createSessionGuard({
    auth,
    db,
    unverifiedLoginLimit: config.unverifiedLoginLimit,
    now,
  });
  registerSessionGuard(app);
  const rateLimiter = createRateLimiter({ db, limitPerMinute: config.rateLimitPerMinute });
  const cpuPool = createCpuPool(config.cpuPool);
  app.addHook('onClose', () => cpuPool.close());

  // Payments: Stripe Connect when configured, else the sandbox provider and its hosted pages.
  // Stripe's SDK (220 files) is loaded only when configured.
  const payments =
    deps.payments ??
    (config.stripe
      ? (await import('./platform/payments/stripe-payments.ts')).createStripePaymentProvider(config.stripe)
      : createSandboxPaymentProvider({ db, baseUrl: config.sandboxPaymentsUrl, now }));
  if (payments.kind === 'sandbox') {
    registerSandboxPaymentPages(app, { db, now });
    registerSandboxCheckoutPages(app, { payments });
    registerSandboxStoreCheckoutPages(app, { payments });
    registerSandboxBillingPages(app, { payments });
  }

  const siteChanges = createSiteChanges();

  // Every area's module (modules/registry.ts): its services, then its routes. Team routes sit in
  // the one authenticated scope; the others are on the allow-list (platform/tenant-scope.ts).
  const modules = createServerModules(serverModules, {
    db,
    config,
    storage,
    now,
    auth,
    rateLimiter,
    cpuPool,
    teamMailGate: createTeamMailGate({ rateLimiter, perDay: config.teamMailPerDay }),
    payments,
    siteChanges,
    domainLookups: deps.domainLookups ?? createSystemDomainLookups(),
    log,
  });
  // The site first: the forms area's preview, a team route, renders with its page renderer.
  const formSubmissions = modules.servicesOf(formSubmissionsModule);
  // Page views of public pages (decision 029): written in batches; the rest is written on close.
  const { pageViews } = modules.servicesOf(analyticsModule);
  app.addHook('onClose', () => pageViews.close());
  const site = await registerSiteRoutes(app, {
    formStartTokens: formSubmissions.startTokens,
    formPosts: formSubmissions.posts,
    store: modules.servicesOf(storeModule).service,
    db,
    guard: sessionGuard,
    baseUrl: config.baseUrl,
    checkoutOrigin: payments.checkoutOrigin,
    baseDomain: config.baseDomain,
    revalidateMs: config.siteRevalidateMs,
    cacheBytes: config.siteCacheBytes,
    now,
    fastPathSlot: siteFastPath,
    siteChanges,
    onPageCacheLookup: metrics.pageCacheLookup,
    findWebsiteClosure: modules.servicesOf(subscriptionsModule).service.findWebsiteClosure,
    pageViews: createPageViewCounter({
      recorder: pageViews,
      now,
      clientAddress: createClientAddressReader(config.trustProxy),
    }),
  });
  await registerTeamScope(app, sessionGuard, async (teamApp) => {
    await modules.registerTeamRoutes(teamApp);
    site.registerTeamRoutes(teamApp);
  });
  await modules.registerOpenRoutes(app);
  app.decorate('workerTasks', modules.workerTasks());

  registerDevMailRoutes(app, {
    db,
    access: config.devMailbox,
    templates: gatherMailTemplates(serverModules),
  });
  registerFileRoutes(app, { db, storage, guard: sessionGuard });

  const webDistDir = deps.webDistDir ?? defaultWebDistDir;
  await registerWebApp(app, {
    distDir: webDistDir,
    isKnownReferralId: modules.servicesOf(referralsModule).service.isKnownReferralId,
  });
  return app;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes "the first N addresses, counted from the socket, are
 * our proxies" (Fastify itself treats a bare number as trusting nobody).
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
