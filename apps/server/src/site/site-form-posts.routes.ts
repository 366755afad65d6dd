import {
  buildFormPagePath,
  formAnswerMessages,
  formFileMessages,
  joinSitePath,
  teamSitePath,
} from '@sideline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  FormPostOutcome,
  FormSubmissionsService,
} from '../modules/form-submissions/form-submissions.service.ts';
import { siteHostRoutePrefix } from './site-address.ts';
import {
  formBodyLimit,
  type ReceivedFormBody,
  readFormBody,
  registerFormBodyParsers,
} from './site-form-body.ts';
import { buildFormPage, buildNotFoundPage, formThanksSuffix } from './site-info.ts';
import type { SiteRequestAddress } from './site-request-address.ts';
import type { SiteRouteParts } from './site-route-parts.ts';
import type { SiteAddress } from './site-team-resolver.ts';
import type { SiteTeamRecord } from './site-teams.repository.ts';

export interface SiteFormPostRoutesOptions extends SiteRouteParts {
  /** Public form posts (POST {site}/forms/{slug}). */
  formPosts: FormSubmissionsService;
}

/**
 * Public form posts (see site-form-body.ts for what they carry), on every address form. The form
 * island asks for JSON; a browser without script gets pages: the thanks page, the one-click
 * confirmation, or the form again with what needs another look.
 */
export async function registerSiteFormPostRoutes(
  app: FastifyInstance,
  options: SiteFormPostRoutesOptions,
): Promise<void> {
  const { resolver, renderer, sendPage } = options;
  await app.register(async (posts) => {
    await registerFormBodyParsers(posts);
    const postOptions = { schema: { hide: true }, bodyLimit: formBodyLimit } as const;
    const post =
      (address: SiteRequestAddress) =>
      async (request: FastifyRequest<{ Params: { formSlug: string } }>, reply: FastifyReply) => {
        const target = address(request);
        if (!target) return reply.callNotFound();
        // The team and the form first: a post to neither is answered before its body is read.
        const record = await resolver.resolve(target);
        if (!record?.isActive || record.isClosed)
          return sendPage(request, reply, options.neutralPages.notFound);
        const { formSlug } = request.params;
        if (!(await options.formPosts.isOpen(record.scope, formSlug))) {
          return answerFormNotOpen(request, reply, record, target, formSlug);
        }
        const body = await readFormBody(request, posts);
        try {
          return await postForm(request, reply, record, target, formSlug, body);
        } finally {
          await body.dispose();
        }
      };
    posts.post('/sites/:slug/forms/:formSlug', postOptions, post(options.addresses.bySlug));
    posts.post(`${siteHostRoutePrefix}/:host/forms/:formSlug`, postOptions, post(options.addresses.byHost));
  });

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
    const response = await renderer.render(request, record, root, buildFormPagePath(formSlug), false, (ctx) =>
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
        outcome = await options.formPosts.submit(record.scope, {
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
    if (outcome.kind === 'checkout') {
      // A priced form: the answers wait with their order; the person pays on the provider's page.
      if (wantsJson(request))
        return reply
          .code(200)
          .send({ status: 'checkout', message: formAnswerMessages.checkout, url: outcome.url });
      return reply.code(303).header('location', outcome.url).send();
    }
    if (outcome.kind === 'sent') {
      const message = formAnswerMessages.sent;
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
      const response = await renderer.render(request, record, root, formPath, false, async (ctx) => {
        const page = await buildFormPage(ctx, formSlug, { confirmation });
        return page ?? buildNotFoundPage(ctx);
      });
      return sendPage(request, reply, response, 'no-store');
    }
    const state =
      outcome.kind === 'invalid'
        ? { errors: outcome.errors, formError: formAnswerMessages.summary }
        : outcome.kind === 'refused'
          ? { formError: outcome.message }
          : { formError: postErrors[outcome.kind].message };
    const status =
      outcome.kind === 'invalid' ? 400 : outcome.kind === 'refused' ? 409 : postErrors[outcome.kind].status;
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
    const response = await renderer.render(
      request,
      record,
      root,
      formPath,
      false,
      async (ctx) => (await buildFormPage(ctx, formSlug, { values, ...state })) ?? buildNotFoundPage(ctx),
    );
    return sendPage(request, reply, { ...response, status }, 'no-store');
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
