import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { StoreItemKindsFactory } from '../modules/store/store-item-kinds.ts';
import type { ContentTables } from '../modules/teams/content-tables.ts';
import type { TeamSeedPart } from '../modules/teams/team-seed-part.ts';
import type { SitePages } from '../site/site-pages.ts';
import type { Auth } from './auth.ts';
import type { CpuPool } from './cpu-pool.ts';
import type { DomainLookups } from './domain-lookups.ts';
import type { DeclaredMailTemplate } from './mail/mail-layout.ts';
import type { TeamMailGate } from './mail/team-mail.ts';
import type { ConfiguredPaymentProvider } from './payments/configured-payment-provider.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SiteChanges } from './site-changes.ts';
import type { FileStorage } from './storage.ts';
import type { WorkerTask } from './worker.ts';

/** The platform's parts every module may build its services from (created once, in app.ts). */
export interface ModulePlatform {
  db: Db;
  config: AppConfig;
  storage: FileStorage;
  /** Business time (expiries, "today", cut-offs): read it here, never `new Date()`; tests move it. */
  now: () => Date;
  auth: Auth;
  rateLimiter: RateLimiter;
  /** Worker threads for CPU-heavy work of a request (decision 035): never block the event loop. */
  cpuPool: CpuPool;
  /** The daily budget of mail a team's users cause (decision 015). */
  teamMailGate: TeamMailGate;
  payments: ConfiguredPaymentProvider;
  /** Drops a team from this instance's site cache after a change no admin request made. */
  siteChanges: SiteChanges;
  /** DNS and HTTP look-ups of custom-domain checks (the system's, or a test's stand-in). */
  domainLookups: DomainLookups;
  log(message: string, error: unknown): void;
}

/** What a module's members receive: the platform, and the services of the modules before it. */
export interface ModuleContext extends ModulePlatform {
  /**
   * The services another module exports: a cross-module need goes through them, never through
   * the other module's repository. That module must come earlier in the registry.
   */
  servicesOf<Services>(module: ServerModule<Services>): Services;
  /** Every module of the registry, for a member that gathers the areas' parts (new-team seeding). */
  modules: readonly ServerModule[];
}

/**
 * One server area (a folder under modules/), as app.ts sees it. Every member but the name is
 * optional, so a new member (new-team seeding, content-version tables, site loaders, ...) is added
 * here and in the modules that have one, without touching the others.
 */
export interface ServerModule<Services = unknown> {
  readonly name: string;
  /** The area's services, created once; what other modules may use of this area. */
  createServices?(context: ModuleContext): Services;
  /**
   * Routes acting for the signed-in team. They are registered inside the authenticated team
   * scope, and read the team with `teamScopeOf(request)` (accounts/session-guard.ts).
   */
  registerTeamRoutes?(
    teamApp: FastifyInstance,
    services: Services,
    context: ModuleContext,
  ): void | Promise<void>;
  /**
   * Routes outside the team scope (public, account). Each path must be on the allow-list,
   * platform/tenant-scope.ts: routesOutsideTeamScope, with its reason.
   */
  registerOpenRoutes?(app: FastifyInstance, services: Services, context: ModuleContext): void | Promise<void>;
  /** The area's share of new-team seeding (modules/teams/team-seed-part.ts). */
  seed?: TeamSeedPart;
  /** The area's tenant tables, by whether a write bumps the public site's content version. */
  contentTables?: ContentTables;
  /** The area's public pages on a team site (site/site-router.ts serves them). */
  sitePages?: SitePages;
  /** The area's background work, run by the worker (platform/worker.ts) on its own schedule. */
  workerTasks?(context: ModuleContext): WorkerTask[];
  /** The area's mail templates (platform/mail/mail-catalog.ts gathers them). */
  mails?: readonly DeclaredMailTemplate[];
  /**
   * What order completion (and cancel, reinstate, abandon) does for the kinds of store order line
   * this area owns (product, ticket, form): modules/store/store-item-kinds.ts.
   */
  storeItemKinds?: StoreItemKindsFactory;
}

/** Declares a module; the services' type flows from `createServices` to the route members. */
export function defineServerModule<Services = undefined>(
  module: ServerModule<Services>,
): ServerModule<Services> {
  return module;
}

/** The registry's modules with their services created, in registry order. */
export interface ServerModules {
  context: ModuleContext;
  servicesOf: ModuleContext['servicesOf'];
  registerTeamRoutes(teamApp: FastifyInstance): Promise<void>;
  registerOpenRoutes(app: FastifyInstance): Promise<void>;
  /** Every module's worker tasks, in registry order. */
  workerTasks(): WorkerTask[];
}

export function createServerModules(
  modules: readonly ServerModule[],
  platform: ModulePlatform,
): ServerModules {
  const created = new Map<ServerModule, unknown>();
  const servicesOf = <Services>(module: ServerModule<Services>): Services => {
    if (!created.has(module)) {
      throw new Error(
        `The services of module "${module.name}" are used before it is created: list it earlier in the registry`,
      );
    }
    return created.get(module) as Services;
  };
  const context: ModuleContext = { ...platform, servicesOf, modules };
  for (const module of modules) created.set(module, module.createServices?.(context));

  return {
    context,
    servicesOf,
    async registerTeamRoutes(teamApp) {
      for (const module of modules) await module.registerTeamRoutes?.(teamApp, servicesOf(module), context);
    },
    async registerOpenRoutes(app) {
      for (const module of modules) await module.registerOpenRoutes?.(app, servicesOf(module), context);
    },
    workerTasks: () => modules.flatMap((module) => module.workerTasks?.(context) ?? []),
  };
}
