import {
  buildFormPagePath,
  formAnswerMessages,
  formFileMessages,
  formMessages,
  formPreviewInputSchema,
  formPreviewSchema,
  joinSitePath,
  teamSiteExtraPaths,
  teamSitePath,
} from '@sideline/domain';
import {
  renderSitePage,
  type SitePageModel,
  type SiteTeamView,
  showsFooterSponsors,
} from '@sideline/web/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../db/client.ts';
import type { SessionGuard } from '../modules/accounts/session-guard.ts';
import type { FormStartTokens } from '../modules/form-submissions/form-start-token.ts';
import type {
  FormPostOutcome,
  FormSubmissionsService,
} from '../modules/form-submissions/form-submissions.service.ts';
import { AppError } from '../platform/errors.ts';
import { createTeamScope } from '../platform/tenant-scope.ts';
import { buildTeamSiteOrigin, createSiteHostRules, siteHostRoutePrefix } from './site-address.ts';
import { registerSiteAssets } from './site-assets.ts';
import { createSiteContentRepository } from './site-content.repository.ts';
import type { BuiltPage, SiteContext } from './site-context.ts';
import { createSiteFastPath, type SiteFastPathSlot } from './site-fast-path.ts';
import { buildCalendar, buildRobotsTxt, buildSitemap } from './site-feeds.ts';
import {
  formBodyLimit,
  type ReceivedFormBody,
  readFormBody,
  registerFormBodyParsers,
} from './site-form-body.ts';
import { buildFormPage, buildFormPageOf, buildNotFoundPage, formThanksSuffix } from './site-info.ts';
import { buildSponsorView } from './site-news.ts';
import {
  type CachedResponse,
  createCachedResponse,
  createSitePageCache,
  pageCacheKey,
  pageEtag,
  previewVariant,
} from './site-page-cache.ts';
import { applyPreviewStyles } from './site-preview-styles.ts';
import {
  choosePageRepresentation,
  type PageCachePolicy,
  type PageRepresentation,
  publicCacheControl,
} from './site-response.ts';
import { buildSitePageAt, normalizeSitePath } from './site-router.ts';
import { createSiteTeamResolver, type SiteAddress } from './site-team-resolver.ts';
import { buildSiteColors, buildSiteTeamView } from './site-team-view.ts';
import type { SiteTeamRecord } from './site-teams.repository.ts';

export interface SiteRoutesOptions {
  db: DbOrTx;
  guard: SessionGuard;
  baseUrl: string;
  baseDomain: string;
  webDistDir: string;
  /** How long an instance trusts its last look at a team's content version (ms). */
  revalidateMs: number;
  /** Memory for rendered pages. */
  cacheBytes: number;
  now?: () => Date;
  /** Where the HTTP server looks for cached pages before routing (see site-fast-path.ts). */
  fastPathSlot?: SiteFastPathSlot;
  /** Public form posts (POST {site}/forms/{slug}). */
  formPosts: FormSubmissionsService;
  formStartTokens: FormStartTokens;
}

/** The URL rewrite for requests on a team's own host; pass to Fastify's `rewriteUrl` option. */
export function createSiteUrlRewriter(options: { baseUrl: string; baseDomain: string }) {
  return createSiteHostRules(options).rewriteUrl;
}

type FileKind = 'sitemap' | 'robots' | 'calendar';
const files: Record<string, { kind: FileKind; contentType: string }> = {
  [teamSiteExtraPaths.sitemap]: { kind: 'sitemap', contentType: 'application/xml; charset=utf-8' },
  [teamSiteExtraPaths.robots]: { kind: 'robots', contentType: 'text/plain; charset=utf-8' },
  [teamSiteExtraPaths.calendar]: { kind: 'calendar', contentType: 'text/calendar; charset=utf-8' },
};

/**
 * Public team sites (issue 6): GET /sites/{slug}/... on the platform host and any path on a team's
 * own host (rewritten to /_site/{host}/...). Pages are rendered with React on the server from
 * the components in apps/web/src/site and cached per content version; `?team={id}` shows the
 * team's signed-in admin unpublished content, uncached.
 */
export async function registerSiteRoutes(app: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  const hostRules = createSiteHostRules(options);
  const assets = await registerSiteAssets(app, options.webDistDir);
  const resolver = createSiteTeamResolver({ db: options.db, hostRules, revalidateMs: options.revalidateMs });
  const now = options.now ?? (() => new Date());
  const cache = createSitePageCache(options.cacheBytes, now);
  const fastPath = createSiteFastPath({ hostRules, peekTeam: resolver.peek, cachedPage: cache.get });
  options.fastPathSlot?.install(fastPath);
  const neutralPages = {
    notFound: renderNeutralPage(404, 'Team site not found', 'There is no team site at this address.'),
    gone: renderNeutralPage(410, 'Team site unavailable', 'This team site is no longer available.'),
  };

  // A team's admin saving content sees it on the next page view of this instance at once; other
  // instances see it after at most `revalidateMs`.
  app.addHook('onResponse', async (request, reply) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      request.sessionTeam
    ) {
      resolver.forget(request.sessionTeam.teamId);
    }
  });

  const handle = (address: (request: FastifyRequest) => SiteAddress | null) => {
    return async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
      const target = address(request);
      if (!target) return reply.callNotFound();
      return serveSite(request, reply, target, `/${request.params['*'] ?? ''}`);
    };
  };

  // Every fan's page view lands here: requests are not logged at info level (errors still are).
  const routeOptions = { schema: { hide: true }, logLevel: 'warn' } as const;
  const siteRouteUrls = new Set([
    '/sites/:slug',
    '/sites/:slug/*',
    `${siteHostRoutePrefix}/:host`,
    `${siteHostRoutePrefix}/:host/*`,
  ]);
  // A public page's headers teach the fast path what every site page carries (security headers).
  app.addHook('onResponse', async (request, reply) => {
    if (
      siteRouteUrls.has(request.routeOptions.url ?? '') &&
      reply.statusCode === 200 &&
      reply.getHeader('cache-control') === publicCacheControl
    ) {
      fastPath.learnHeaders(reply.raw.getHeaders());
    }
  });
  const bySlug = handle((request) => ({ kind: 'slug', slug: (request.params as { slug: string }).slug }));
  app.get('/sites/:slug', routeOptions, bySlug);
  app.get('/sites/:slug/*', routeOptions, bySlug);

  const hostOf = (request: FastifyRequest) => {
    const host = (request.params as { host: string }).host;
    // Only reachable through the rewrite: on the platform host this prefix means nothing.
    return hostRules.isPlatformHost(request.hostname.toLowerCase().replace(/:\d+$/, ''))
      ? null
      : hostAddress(host);
  };
  const byHost = handle(hostOf);
  app.get(`${siteHostRoutePrefix}/:host`, routeOptions, byHost);
  app.get(`${siteHostRoutePrefix}/:host/*`, routeOptions, byHost);

  // Public form posts (see site-form-body.ts for what they carry), on every address form.
  await app.register(async (posts) => {
    await registerFormBodyParsers(posts);
    const postOptions = { schema: { hide: true }, bodyLimit: formBodyLimit } as const;
    const post =
      (address: (request: FastifyRequest) => SiteAddress | null) =>
      async (request: FastifyRequest<{ Params: { formSlug: string } }>, reply: FastifyReply) => {
        const target = address(request);
        if (!target) return reply.callNotFound();
        // The team and the form first: a post to neither is answered before its body is read.
        const record = await resolver.resolve(target);
        if (!record?.isActive) return sendPage(request, reply, neutralPages.notFound);
        const { formSlug } = request.params;
        if (!(await options.formPosts.isOpen(record.team.id, formSlug))) {
          return answerFormNotOpen(request, reply, record, target, formSlug);
        }
        const body = await readFormBody(request, posts);
        try {
          return await postForm(request, reply, record, target, formSlug, body);
        } finally {
          await body.dispose();
        }
      };
    posts.post(
      '/sites/:slug/forms/:formSlug',
      postOptions,
      post((request) => ({
        kind: 'slug',
        slug: (request.params as { slug: string }).slug,
      })),
    );
    posts.post(`${siteHostRoutePrefix}/:host/forms/:formSlug`, postOptions, post(hostOf));
  });

  // The form builder's preview: the unsaved form as the team's public page shows it, rendered
  // here because this module owns the site's pages. The portal shows it in a sandboxed frame.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/preview',
    {
      preValidation: options.guard.requireTeam,
      schema: { tags: ['forms'], body: formPreviewInputSchema, response: { 200: formPreviewSchema } },
    },
    async (request, reply) => {
      const { slug } = request.sessionTeam!.team;
      const record = await resolver.resolve({ kind: 'slug', slug });
      if (!record) throw new AppError('not_found', 'Team site not found');
      const form = {
        ...request.body,
        slug: 'preview',
        title: request.body.title || formMessages.previewUntitled,
      };
      const root = teamSitePath(slug);
      const page = await render(request, record, root, buildFormPagePath(form.slug), true, (ctx) =>
        buildFormPageOf(ctx, form),
      );
      reply.header('cache-control', 'no-store');
      return { html: page.identity.toString('utf8') };
    },
  );

  async function answerFormNotOpen(
    request: FastifyRequest,
    reply: FastifyReply,
    record: SiteTeamRecord,
    address: SiteAddress,
    formSlug: string,
  ) {
    if (wantsJson(request)) {
      return reply.code(404).send({ status: 'error', message: formAnswerMessages.notOpen });
    }
    const root = address.kind === 'slug' ? teamSitePath(record.team.slug) : '';
    const response = await render(request, record, root, buildFormPagePath(formSlug), false, (ctx) =>
      buildNotFoundPage(ctx),
    );
    return sendPage(request, reply, response, 'no-store');
  }

  async function postForm(
    request: FastifyRequest,
    reply: FastifyReply,
    record: SiteTeamRecord,
    address: SiteAddress,
    formSlug: string,
    body: ReceivedFormBody,
  ) {
    let outcome: FormPostOutcome | { kind: 'failed' | 'too-many-files' } = { kind: 'too-many-files' };
    if (body.kind === 'answers') {
      try {
        outcome = await options.formPosts.submit({
          teamId: record.team.id,
          formSlug,
          raw: body.raw,
          files: body.files,
          clientAddress: request.ip,
        });
      } catch (error) {
        request.log.error({ err: error }, 'form post: storing the submission failed');
        outcome = { kind: 'failed' };
      }
    }
    const root = address.kind === 'slug' ? teamSitePath(record.team.slug) : '';
    const formPath = buildFormPagePath(formSlug);
    if (outcome.kind === 'sent') {
      const message = outcome.paymentDue ? formAnswerMessages.sentWithPayment : formAnswerMessages.sent;
      if (wantsJson(request)) return reply.code(200).send({ status: 'sent', message });
      return reply
        .code(303)
        .header('location', joinSitePath(root, `${formPath}${formThanksSuffix}`))
        .send();
    }
    if (outcome.kind === 'not-found') return answerFormNotOpen(request, reply, record, address, formSlug);
    if (outcome.kind === 'confirm') {
      const { confirmation } = outcome;
      if (wantsJson(request)) {
        return reply
          .code(202)
          .send({ status: 'confirm', message: formAnswerMessages.confirm, fields: confirmation.fields });
      }
      // The answers come back as a one-click confirmation (never cached): nothing is lost.
      const response = await render(request, record, root, formPath, false, async (ctx) => {
        const page = await buildFormPage(ctx, formSlug, { confirmation });
        return page ?? buildNotFoundPage(ctx);
      });
      return sendPage(request, reply, response, 'no-store');
    }
    const state =
      outcome.kind === 'invalid'
        ? { errors: outcome.errors, formError: formAnswerMessages.summary }
        : { formError: postErrors[outcome.kind].message };
    const status = outcome.kind === 'invalid' ? 400 : postErrors[outcome.kind].status;
    if (wantsJson(request)) {
      return reply.code(status).send({
        status: outcome.kind === 'invalid' ? 'invalid' : 'error',
        fields: state.errors ?? {},
        message: state.formError,
      });
    }
    // The form again, with what the visitor typed and what needs another look (never cached). A
    // browser cannot be handed a file back, so a file question names the file to choose again.
    const fileNames =
      body.kind === 'answers'
        ? Object.fromEntries(Object.entries(body.files).map(([id, file]) => [id, file.fileName]))
        : {};
    const values = { ...body.raw, ...fileNames };
    const response = await render(
      request,
      record,
      root,
      formPath,
      false,
      async (ctx) => (await buildFormPage(ctx, formSlug, { values, ...state })) ?? buildNotFoundPage(ctx),
    );
    return sendPage(request, reply, { ...response, status }, 'no-store');
  }

  function hostAddress(host: string): SiteAddress {
    const slug = hostRules.slugOfHost(host);
    return slug ? { kind: 'subdomain', slug } : { kind: 'custom-domain', host };
  }

  async function serveSite(
    request: FastifyRequest,
    reply: FastifyReply,
    address: SiteAddress,
    rawPath: string,
  ) {
    const sitePath = normalizeSitePath(rawPath);
    const record = await resolver.resolve(address);
    if (!record) return sendPage(request, reply, neutralPages.notFound);
    if (!record.isActive) return sendPage(request, reply, neutralPages.gone);
    const root = address.kind === 'slug' ? teamSitePath(record.team.slug) : '';
    // The admin's preview (unpublished content, the editor's unsaved styles) is sent to that admin
    // only (`private`), but kept and revalidated like a public page under a key of its own: the
    // live preview shown again is answered from memory, or 304, without rendering.
    const isPreview = await isAdminPreview(request, record);
    const variant = isPreview
      ? previewVariant(applyPreviewStyles(record.team, request.query).website.styles)
      : undefined;
    const key = pageCacheKey(record.team, root, sitePath, variant);
    let response = cache.get(key);
    if (!response) {
      response = await render(request, record, root, sitePath, isPreview);
      cache.set(key, response);
    }
    return sendPage(request, reply, response, isPreview ? 'private' : 'public');
  }

  async function isAdminPreview(request: FastifyRequest, record: SiteTeamRecord): Promise<boolean> {
    const teamId = (request.query as Record<string, unknown>).team;
    if (typeof teamId !== 'string' || teamId !== record.team.id) return false;
    try {
      await options.guard.requireTeam(request);
    } catch {
      return false;
    }
    return request.sessionTeam?.teamId === record.team.id;
  }

  async function render(
    request: FastifyRequest,
    record: SiteTeamRecord,
    root: string,
    sitePath: string,
    isPreview: boolean,
    build: (ctx: SiteContext) => Promise<BuiltPage> | BuiltPage = (ctx) => buildSitePageAt(ctx, sitePath),
  ): Promise<CachedResponse> {
    // The editor's unsaved styles apply in the admin's preview only (never shared, see servePreview).
    const team = isPreview ? applyPreviewStyles(record.team, request.query) : record.team;
    const repo = createSiteContentRepository(options.db, createTeamScope(team.id), {
      includeUnpublished: isPreview,
    });
    const canonicalOrigin = buildTeamSiteOrigin(team, options);
    const view = buildSiteTeamView({ team, root, platformUrl: options.baseUrl, footerSponsors: [] });
    const ctx: SiteContext = {
      team,
      view,
      repo,
      root,
      canonicalOrigin,
      requestOrigin: `${request.protocol}://${request.host}`,
      now: now(),
      formStartToken: options.formStartTokens.issue(now()),
      isPreview,
      href: (path) => joinSitePath(root, path),
      canonical: (path) => `${canonicalOrigin}${path === '/' ? '/' : path}`,
      absolute: (link) => (!link ? '' : /^https?:\/\//.test(link) ? link : `${canonicalOrigin}${link}`),
    };
    // Indexable only when published (a team publishes once its agreement and subscription allow,
    // spec part 1 §4) and never in an admin's preview.
    const isIndexable = team.published && !isPreview;
    const variant = isPreview ? previewVariant(team.website.styles) : undefined;
    const file = files[sitePath];
    if (file) {
      const body =
        file.kind === 'sitemap'
          ? await buildSitemap(ctx)
          : file.kind === 'robots'
            ? buildRobotsTxt(ctx, isIndexable)
            : await buildCalendar(ctx);
      const etag = pageEtag(assets.buildId, team, root, sitePath, { variant });
      return createCachedResponse(body, { status: 200, contentType: file.contentType, etag });
    }
    const built = await build(ctx);
    const etag = pageEtag(assets.buildId, team, root, sitePath, { validUntil: built.validUntil, variant });
    // The footer's sponsor strip, on every page but those that list the sponsors themselves.
    if (showsFooterSponsors(built.page.kind)) {
      view.footerSponsors = (await repo.listSponsors()).slice(0, 12).map(buildSponsorView);
    }
    return createCachedResponse(renderSitePage(toModel(ctx, built, isIndexable), assets.css), {
      status: built.status,
      contentType: 'text/html; charset=utf-8',
      etag,
      validUntil: built.validUntil,
    });
  }

  function toModel(ctx: SiteContext, built: BuiltPage, isIndexable: boolean): SitePageModel {
    const design = built.designPage ? (ctx.team.website.styles.designs?.[built.designPage] ?? 1) : 1;
    const { canonicalPath, ...seo } = built.seo;
    return {
      team: ctx.view,
      seo: {
        ogType: 'website',
        image: null,
        preloadImage: null,
        jsonLd: [],
        ...seo,
        canonical: ctx.canonical(canonicalPath),
        noIndex: !isIndexable || built.status !== 200,
      },
      designPage: built.designPage,
      design,
      page: built.page,
      islandScript: assets.islandScript,
    };
  }

  /** The 404 and 410 answers when there is no team to take a style from: Sideline's own colors. */
  function renderNeutralPage(status: number, heading: string, message: string): CachedResponse {
    const team: SiteTeamView = {
      name: 'Sideline',
      initials: 'S',
      sportName: 'Team websites',
      slogan: '',
      logo: null,
      colors: buildSiteColors({}, false),
      darkMode: false,
      root: '',
      homeHref: options.baseUrl,
      nav: [],
      socials: [],
      policiesHref: `${options.baseUrl}/privacy`,
      calendarHref: options.baseUrl,
      footerSponsors: [],
      platformHref: options.baseUrl,
    };
    const html = renderSitePage(
      {
        team,
        seo: {
          title: `${heading} | Sideline`,
          description: message,
          canonical: options.baseUrl,
          ogType: 'website',
          image: null,
          preloadImage: null,
          jsonLd: [],
          noIndex: true,
        },
        designPage: null,
        design: 1,
        page: { kind: 'not-found', heading, message },
        islandScript: null,
      },
      assets.css,
    );
    return createCachedResponse(html, { status, contentType: 'text/html; charset=utf-8', etag: '' });
  }
}

/** The form-level refusals of a post, with their status. */
const postErrors = {
  'too-many': { message: formAnswerMessages.tooMany, status: 429 },
  'too-many-files': { message: formFileMessages.tooMany, status: 400 },
  failed: { message: formAnswerMessages.failed, status: 500 },
} as const;

/** The form island asks for JSON; a browser without script gets pages. */
function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  policy: PageCachePolicy = 'public',
) {
  const chosen = choosePageRepresentation(
    response,
    { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] },
    policy,
  );
  return sendRepresentation(reply, chosen);
}

function sendRepresentation(reply: FastifyReply, chosen: PageRepresentation) {
  allowSameOriginFraming(reply);
  return reply
    .code(chosen.status)
    .headers(chosen.headers)
    .send(chosen.body ?? undefined);
}

/**
 * A team page may be framed by our own origin only: the website editor shows the live preview and
 * the design thumbnails in iframes. Any other site still cannot frame it (no clickjacking).
 */
function allowSameOriginFraming(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
  reply.header('x-frame-options', 'SAMEORIGIN');
}
