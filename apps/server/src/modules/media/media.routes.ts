import fastifyMultipart from '@fastify/multipart';
import {
  maxUploadBytes,
  mediaListQuerySchema,
  mediaListResponseSchema,
  mediaMessages,
  mediaUploadFieldsSchema,
  mediaUploadResponseSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { toShownFileName } from '../../platform/file-names.ts';
import { assertNoNulCharacter, toMultipartRefusal } from '../../platform/multipart-input.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { MediaService } from './media.service.ts';

const tags = ['media'];

/**
 * The team's media library: POST /api/media (one image per request, multipart/form-data with the
 * part `file` and the text fields `purpose`, `title`, `crop`) and GET /api/media (pages, newest
 * first). Multipart parsing is registered for these routes only.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  deps: { service: MediaService },
): Promise<void> {
  await app.register(async (media) => {
    await media.register(fastifyMultipart, {
      // The stream stops at the limit: nothing beyond it is buffered.
      limits: { fileSize: maxUploadBytes, files: 1, fields: 5, fieldSize: 2000, parts: 6, headerPairs: 50 },
    });
    const r = media.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/media',
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: mediaUploadResponseSchema } },
      },
      async (request, reply) => {
        const { data, fileName, fields } = await readUpload(request, media);
        const parsed = mediaUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          // Multipart fields bypass the route schema, so their first problem is answered here, on its field.
          const [issue] = parsed.error.issues;
          const message = issue?.message ?? parsed.error.message;
          throw new AppError('validation', message, { [String(issue?.path[0])]: message });
        }
        const { team, organization, teamId } = teamScopeOf(request);
        const asset = await deps.service.upload(
          {
            teamId,
            teamName: team.name,
            organizationId: team.organizationId,
            organizationName: organization?.name ?? '',
          },
          { data, fileName, ...parsed.data },
        );
        reply.header('cache-control', 'no-store').status(201);
        return { media: asset };
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/media',
    {
      schema: { tags, querystring: mediaListQuerySchema, response: { 200: mediaListResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.list(teamScopeOf(request), request.query);
    },
  );
}

/** The one file and the text fields of an upload, in whatever order the parts come. */
async function readUpload(
  request: FastifyRequest,
  app: FastifyInstance,
): Promise<{ data: Buffer; fileName: string; fields: Record<string, string> }> {
  const { RequestFileTooLargeError, FilesLimitError } = app.multipartErrors;
  const fields: Record<string, string> = {};
  let file: { data: Buffer; fileName: string } | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fileName = toShownFileName(part.filename, 'The image');
        file = { data: await part.toBuffer(), fileName };
      } else {
        const value = String(part.value);
        assertNoNulCharacter(part.fieldname, value);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      const message = mediaMessages.tooLarge(fileName);
      throw new AppError('payload_too_large', message, { file: message });
    }
    if (error instanceof FilesLimitError) {
      throw new AppError('validation', mediaMessages.oneFileOnly, { file: mediaMessages.oneFileOnly });
    }
    throw toMultipartRefusal(error, request, 'file');
  }
  if (!file) throw new AppError('validation', mediaMessages.noFile, { file: mediaMessages.noFile });
  return { ...file, fields };
}
