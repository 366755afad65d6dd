import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { maxFormFileBytes, maxFormFilesPerPost, maxMultilineAnswerLength } from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReceivedFormFile } from '../modules/form-submissions/form-submissions.service.ts';
import { toShownFileName } from '../platform/file-names.ts';
import { assertNoNulCharacter, boundRequestBody, toMultipartRefusal } from '../platform/multipart-input.ts';

/** The largest url-encoded or JSON form post: 100 questions of a few thousand characters fit well. */
export const formBodyLimit = 256 * 1024;

/** Text parts one multipart post may carry, and the bytes of each (UTF-8 takes up to four a character). */
const formFieldLimits = { fields: 200, fieldSize: maxMultilineAnswerLength * 4 } as const;

/**
 * The whole multipart body: the files at their limit, the text parts, and room for part headers.
 * Past it the connection is closed (see boundRequestBody).
 */
export const maxFormPostBytes =
  maxFormFilesPerPost * maxFormFileBytes + formFieldLimits.fields * formFieldLimits.fieldSize + 256 * 1024;

/** What a public form post carried, or why it cannot be read as one; `dispose` removes its files. */
export type ReceivedFormBody = (
  | { kind: 'answers'; raw: Record<string, string>; files: Record<string, ReceivedFormFile> }
  | { kind: 'too-many-files'; raw: Record<string, string> }
) & { dispose(): Promise<void> };

/**
 * The body parsers of public form posts, for the plugin scope of their routes: a plain form
 * (url-encoded), a form with file questions (multipart, read only once the route has found the
 * form, files streamed to disk and cut at each limit) and the form island (multipart; JSON from
 * older pages still in a browser).
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
      ...formFieldLimits,
      parts: formFieldLimits.fields + maxFormFilesPerPost,
      headerPairs: 50,
    },
  });
}

/**
 * A form post's answers by question id and its files; nested or unknown values are dropped.
 * Multipart files go to a temporary folder as they arrive, so a post holds little memory however
 * slowly it is sent; the caller disposes of them once the post is answered.
 */
export async function readFormBody(
  request: FastifyRequest,
  posts: FastifyInstance,
): Promise<ReceivedFormBody> {
  const noFiles = async () => {};
  if (!request.isMultipart()) {
    return { kind: 'answers', raw: toRawAnswers(request.body), files: {}, dispose: noFiles };
  }
  boundRequestBody(request, maxFormPostBytes);
  const raw: Record<string, string> = {};
  const files: Record<string, ReceivedFormFile> = {};
  let folder: string | null = null;
  const dispose = async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        assertNoNulCharacter(part.fieldname, value);
        raw[part.fieldname] = value;
        continue;
      }
      folder ??= await mkdtemp(path.join(os.tmpdir(), 'sideline-form-'));
      const file = path.join(folder, String(Object.keys(files).length));
      await pipeline(part.file, createWriteStream(file));
      const size = part.file.bytesRead;
      // A file input left empty still sends a part, without a name or bytes.
      if (!part.filename && size === 0) continue;
      files[part.fieldname] = {
        fileName: toShownFileName(part.filename, 'The file'),
        size,
        truncated: part.file.truncated,
        read: () => readFile(file),
      };
    }
  } catch (error) {
    if (error instanceof posts.multipartErrors.FilesLimitError) {
      return { kind: 'too-many-files', raw, dispose };
    }
    await dispose();
    throw toMultipartRefusal(error, request, 'body');
  }
  return { kind: 'answers', raw, files, dispose };
}

function toRawAnswers(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'boolean')
      .map(([key, value]) => [key, String(value)]),
  );
}
