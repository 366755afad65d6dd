import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  teamArchiveLimits,
  teamDataMessages,
  teamDataStatusSchema,
  teamExportViewSchema,
  teamImportResultSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { toMultipartRefusal } from '../../platform/multipart-input.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { TeamDataService } from './team-data.service.ts';

const tags = ['team data'];

/**
 * Settings > Admin: GET /api/team-data (the latest export, the closure), POST
 * /api/team-data/exports ("Download everything"), POST /api/team-data/imports (multipart, the
 * part `archive`: a new team from an archive). Multipart parsing is registered for these only.
 */
export async function registerTeamDataRoutes(
  app: FastifyInstance,
  deps: { service: TeamDataService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: teamArchiveLimits.maxArchiveBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/team-data',
      { schema: { tags, response: { 200: teamDataStatusSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.service.getStatus(teamScopeOf(request));
      },
    );

    r.post(
      '/api/team-data/exports',
      { schema: { tags, response: { 201: teamExportViewSchema } } },
      async (request, reply) => {
        const view = await deps.service.requestExport(teamScopeOf(request));
        return reply.status(201).send(view);
      },
    );

    r.post(
      '/api/team-data/imports',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: teamImportResultSchema } } },
      async (request, reply) => {
        const result = await deps.service.importArchive(teamScopeOf(request), () =>
          receiveArchive(request, scope),
        );
        return reply.status(201).send(result);
      },
    );
  });
}

/** Streams the uploaded archive to a temporary file (never whole in memory), bounded in size. */
async function receiveArchive(request: FastifyRequest, app: FastifyInstance): Promise<string> {
  const refuse = (message: string) => new AppError('validation', message, { archive: message });
  const file = path.join(tmpdir(), `sideline-import-${randomUUID()}.zip`);
  try {
    const part = await request.file();
    if (!part) throw refuse(teamDataMessages.archiveMissing);
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated) throw refuse(teamDataMessages.archiveTooLarge);
    return file;
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      throw refuse(teamDataMessages.archiveTooLarge);
    throw toMultipartRefusal(error, request, 'archive');
  }
}
