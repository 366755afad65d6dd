import fastifyMultipart from '@fastify/multipart';
import { maxFormFileBytes, maxFormFilesPerPost, maxMultilineAnswerLength } from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReceivedFormFile } from '../modules/form-submissions/form-submissions.service.ts';
import { toShownFileName } from '../platform/file-names.ts';

/** The largest url-encoded or JSON form post: 100 questions of a few thousand characters fit well. */
export const formBodyLimit = 256 * 1024;

/** What a public form post carried, or why it cannot be read as one. */
export type ReceivedFormBody =
  | { kind: 'answers'; raw: Record<string, string>; files: Record<string, ReceivedFormFile> }
  | { kind: 'too-many-files'; raw: Record<string, string> };

/**
 * The body parsers of public form posts, for the plugin scope of their routes: a plain form
 * (url-encoded), a form with file questions (multipart, streamed and cut at each limit) and the
 * form island (multipart; JSON from older pages still in a browser).
 */
export async function registerFormBodyParsers(posts: FastifyInstance): Promise<void> {
  posts.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await posts.register(fastifyMultipart, {
    // A file past the size limit is cut off and marked truncated, so its question gets the message.
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxFormFileBytes,
      files: maxFormFilesPerPost,
      fields: 200,
      // UTF-8 takes up to four bytes a character.
      fieldSize: maxMultilineAnswerLength * 4,
      parts: 200 + maxFormFilesPerPost,
      headerPairs: 50,
    },
  });
}

/** A form post's answers by question id and its files; nested or unknown values are dropped. */
export async function readFormBody(
  request: FastifyRequest,
  posts: FastifyInstance,
): Promise<ReceivedFormBody> {
  if (!request.isMultipart()) return { kind: 'answers', raw: toRawAnswers(request.body), files: {} };
  const raw: Record<string, string> = {};
  const files: Record<string, ReceivedFormFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        raw[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      // A file input left empty still sends a part, without a name or bytes.
      if (!part.filename && data.length === 0) continue;
      files[part.fieldname] = {
        fileName: toShownFileName(part.filename, 'The file'),
        data,
        truncated: part.file.truncated,
      };
    }
  } catch (error) {
    if (error instanceof posts.multipartErrors.FilesLimitError) return { kind: 'too-many-files', raw };
    throw error;
  }
  return { kind: 'answers', raw, files };
}

function toRawAnswers(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'boolean')
      .map(([key, value]) => [key, String(value)]),
  );
}
