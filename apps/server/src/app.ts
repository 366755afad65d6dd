import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { portalVersion } from '@sideline/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { registerDevMailRoutes } from './dev/dev-mail.routes.ts';
import { createAccountMails } from './modules/accounts/account-mails.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService, createAuthMailer } from './modules/accounts/accounts.service.ts';
import {
  createSessionGuard,
  registerSessionGuard,
  registerTeamScope,
} from './modules/accounts/session-guard.ts';
import { registerArticlesRoutes } from './modules/articles/articles.routes.ts';
import { createArticlesService } from './modules/articles/articles.service.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { registerCustomPagesRoutes } from './modules/custom-pages/custom-pages.routes.ts';
import { createCustomPagesService } from './modules/custom-pages/custom-pages.service.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerDemoRoutes } from './modules/demo/demo.routes.ts';
import { createPrivateDemoService } from './modules/demo/private-demos.service.ts';
import { registerEventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createFormStartTokens } from './modules/form-submissions/form-start-token.ts';
import { createFormSubmissionsService } from './modules/form-submissions/form-submissions.service.ts';
import { createHeldFileSeals } from './modules/form-submissions/held-form-files.ts';
import { registerSubmissionInboxRoutes } from './modules/form-submissions/submission-inbox.routes.ts';
import { createSubmissionInboxService } from './modules/form-submissions/submission-inbox.service.ts';
import { createSubmissionMails } from './modules/form-submissions/submission-mails.ts';
import { registerFormsRoutes } from './modules/forms/forms.routes.ts';
import { createFormsService } from './modules/forms/forms.service.ts';
import { registerGalleriesRoutes } from './modules/galleries/galleries.routes.ts';
import { createGalleriesService } from './modules/galleries/galleries.service.ts';
import { registerGameSheetRoutes } from './modules/game-sheet/game-sheet.routes.ts';
import { createGameSheetService } from './modules/game-sheet/game-sheet.service.ts';
import { registerGamesRoutes } from './modules/games/games.routes.ts';
import { createGamesService } from './modules/games/games.service.ts';
import { registerLeaguesRoutes } from './modules/leagues/leagues.routes.ts';
import { createLeaguesService } from './modules/leagues/leagues.service.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { registerOpponentsRoutes } from './modules/opponents/opponents.routes.ts';
import { createOpponentsService } from './modules/opponents/opponents.service.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createReferralIdCheck, registerReferralRoutes } from './modules/referrals/referrals.routes.ts';
import { registerPlayersRoutes } from './modules/roster/players.routes.ts';
import { createPlayersService } from './modules/roster/players.service.ts';
import { registerSampleContentRoutes } from './modules/sample-content/sample-content.routes.ts';
import { createSampleContentService } from './modules/sample-content/sample-content.service.ts';
import { registerSeasonsRoutes } from './modules/seasons/seasons.routes.ts';
import { createSeasonsService } from './modules/seasons/seasons.service.ts';
import { registerSponsorsRoutes } from './modules/sponsors/sponsors.routes.ts';
import { createSponsorsService } from './modules/sponsors/sponsors.service.ts';
import { registerStaffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { seedNewTeam } from './modules/teams/team-seeding.service.ts';
import { registerWebsiteRoutes } from './modules/website/website.routes.ts';
import { createWebsiteService } from './modules/website/website.service.ts';
import { registerWebsiteDesignRoutes } from './modules/website/website-design.routes.ts';
import { createWebsiteDesignService } from './modules/website/website-design.service.ts';
import { registerWebsiteImagesRoutes } from './modules/website/website-images.routes.ts';
import { createWebsiteImagesService } from './modules/website/website-images.service.ts';
import { registerWebsiteLogosRoutes } from './modules/website/website-logos.routes.ts';
import { createWebsiteLogosService } from './modules/website/website-logos.service.ts';
import { registerWebsiteSliceRoutes } from './modules/website/website-slices.routes.ts';
import { createWebsiteSlicesService } from './modules/website/website-slices.service.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { createAuth } from './platform/auth.ts';
import { registerCompression } from './platform/compression.ts';
import { registerCsrfGuard } from './platform/csrf.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.ts';
import { registerFileRoutes } from './platform/file-routes.ts';
import { createHttpServer } from './platform/http-server.ts';
import { registerNulCharacterGuard } from './platform/input-guard.ts';
import { createLoggerOptions, type LogDestination } from './platform/logging.ts';
import { createTeamMailGate } from './platform/mail/index.ts';
import type { PaymentProvider } from './platform/payments/payment-provider.ts';
import { registerSandboxPaymentPages } from './platform/payments/sandbox-onboarding.routes.ts';
import { createSandboxPaymentProvider } from './platform/payments/sandbox-payments.ts';
import { createStripePaymentProvider } from './platform/payments/stripe-payments.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createLocalFileStorage, type FileStorage } from './platform/storage.ts';
import { defaultWebDistDir, registerWebApp } from './platform/web-app.ts';
import { createSiteUrlRewriter, registerSiteRoutes } from './site/site.routes.ts';
import { createSiteFastPathSlot } from './site/site-fast-path.ts';

export interface AppDeps {
  database: Database;
  /** Folder of the built web app; tests may point elsewhere. */
  webDistDir?: string;
  /** Log requests and errors (to stdout, or to `logDestination`). */
  logger?: boolean;
  logDestination?: LogDestination;
  /** Where file bytes live; defaults to the folder `${dataDir}/files`. */
  storage?: FileStorage;
  /** The payment provider; defaults to Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
  payments?: PaymentProvider;
  /** The clock of time-limited links (sandbox onboarding); tests move it. */
  now?: () => Date;
}

export type App = FastifyInstance;

/** The composition root: every service is created and wired here, once. */
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
    frameworkErrors: answerFrameworkError,
    // Requests on a team's own host ({slug}.{BASE_DOMAIN}, custom domains) are routed to its site.
    rewriteUrl: createSiteUrlRewriter(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, { baseUrl: config.baseUrl });
  await app.register(fastifyCookie);
  registerCsrfGuard(app);
  registerNulCharacterGuard(app);
  await registerApiDocs(app, { enabled: config.apiDocs });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true, version: portalVersion }));

  const { db } = deps.database;
  const storage = deps.storage ?? createLocalFileStorage(path.join(config.dataDir, 'files'));
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);

  // Accounts: better-auth, the session guard every team route uses, and the account flows.
  const accountMails = createAccountMails(config);
  const auth = createAuth({ db, config, mailer: createAuthMailer({ db, mails: accountMails }) });
  const sessionGuard = createSessionGuard({ auth, db, unverifiedLoginLimit: config.unverifiedLoginLimit });
  registerSessionGuard(app);
  const rateLimiter = createRateLimiter({ db, limitPerMinute: config.rateLimitPerMinute });
  const accounts = createAccountsService({
    db,
    auth,
    config,
    rateLimiter,
    mails: accountMails,
    seedNewTeam,
    storage,
    log,
  });
  registerAccountRoutes(app, { service: accounts, rateLimiter, devSignIn: config.devSignIn });
  registerContactRoutes(app, { service: createContactService({ db, config, log }), rateLimiter });
  registerReferralRoutes(app, { db });
  registerDevMailRoutes(app, { db, access: config.devMailbox });
  // Payments: Stripe Connect when configured, else the sandbox provider and its hosted pages.
  const payments =
    deps.payments ??
    (config.stripe
      ? createStripePaymentProvider(config.stripe)
      : createSandboxPaymentProvider({ db, baseUrl: config.baseUrl, now: deps.now }));
  if (payments.kind === 'sandbox') registerSandboxPaymentPages(app, { db, now: deps.now });
  // Mail a team's users control (form confirmations, notifications, replies): decision 015.
  const submissionMails = createSubmissionMails({
    gate: createTeamMailGate({ rateLimiter, perDay: config.teamMailPerDay }),
    mailFrom: config.mailFrom,
    abuseEmail: config.supportEmail,
    baseUrl: config.baseUrl,
  });
  // Every team route sits in the one authenticated scope (session-guard.ts: registerTeamScope).
  await registerTeamScope(app, sessionGuard, async (teamApp) => {
    registerDashboardRoutes(teamApp, { db });
    registerSampleContentRoutes(teamApp, { service: createSampleContentService({ db }) });
    registerWebsiteRoutes(teamApp, { service: createWebsiteService({ db }) });
    registerWebsiteDesignRoutes(teamApp, { service: createWebsiteDesignService({ db }) });
    // The media library: uploads and the images every slot (logos, website images, ...) refers to.
    const media = createMediaService({ db, storage });
    await registerMediaRoutes(teamApp, { service: media });
    registerWebsiteLogosRoutes(teamApp, { service: createWebsiteLogosService({ db, media }) });
    registerWebsiteImagesRoutes(teamApp, {
      service: createWebsiteImagesService({ db, media }),
    });
    registerWebsiteSliceRoutes(teamApp, {
      service: createWebsiteSlicesService({
        db,
        siteHost: { baseUrl: config.baseUrl, baseDomain: config.baseDomain },
        now: deps.now,
      }),
    });
    // Portal content sections (spec part 2): one module per entity on the shared section routes.
    registerOpponentsRoutes(teamApp, { service: createOpponentsService({ db, media }) });
    registerLeaguesRoutes(teamApp, { service: createLeaguesService({ db }) });
    registerSeasonsRoutes(teamApp, { service: createSeasonsService({ db }) });
    registerGamesRoutes(teamApp, { service: createGamesService({ db, media }) });
    registerGameSheetRoutes(teamApp, { service: createGameSheetService({ db }) });
    registerEventsRoutes(teamApp, { service: createEventsService({ db, media }) });
    registerArticlesRoutes(teamApp, { service: createArticlesService({ db, media }) });
    registerGalleriesRoutes(teamApp, { service: createGalleriesService({ db, media }) });
    registerSubmissionInboxRoutes(teamApp, {
      service: createSubmissionInboxService({ db, mails: submissionMails, now: deps.now }),
    });
    registerFormsRoutes(teamApp, { service: createFormsService({ db }) });
    registerCustomPagesRoutes(teamApp, { service: createCustomPagesService({ db, media }) });
    registerPlayersRoutes(teamApp, {
      roster: createPlayersService({ db, media }, false),
      alumni: createPlayersService({ db, media }, true),
    });
    registerSponsorsRoutes(teamApp, { service: createSponsorsService({ db, media }) });
    registerStaffRoutes(teamApp, {
      coaches: createStaffService({ db, media }, 'coach'),
      board: createStaffService({ db, media }, 'executive'),
    });
    registerPaymentRoutes(teamApp, {
      service: createPaymentsService({ db, provider: payments, baseUrl: config.baseUrl }),
    });
  });
  registerDemoRoutes(app, {
    db,
    rateLimiter,
    privateDemosPerHour: config.privateDemosPerHour,
    privateDemos: createPrivateDemoService({
      db,
      auth,
      storage,
      seedNewTeam,
      liveLimit: config.privateDemoLimit,
    }),
  });

  registerFileRoutes(app, { db, storage, guard: sessionGuard });

  const webDistDir = deps.webDistDir ?? defaultWebDistDir;
  const formStartTokens = createFormStartTokens(config.authSecret);
  await registerSiteRoutes(app, {
    formStartTokens,
    formPosts: createFormSubmissionsService({
      db,
      storage,
      rateLimiter,
      startTokens: formStartTokens,
      mails: submissionMails,
      heldFileSeals: createHeldFileSeals(config.authSecret),
      now: deps.now,
    }),
    db,
    guard: sessionGuard,
    baseUrl: config.baseUrl,
    baseDomain: config.baseDomain,
    webDistDir,
    revalidateMs: config.siteRevalidateMs,
    cacheBytes: config.siteCacheBytes,
    now: deps.now,
    fastPathSlot: siteFastPath,
  });
  await registerWebApp(app, {
    distDir: webDistDir,
    isKnownReferralId: createReferralIdCheck(db),
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
