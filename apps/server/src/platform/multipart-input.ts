import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { containsNulCharacter } from './input-guard.ts';

export const multipartMessages = {
  damaged: 'The upload was cut off or is damaged. Please send it again.',
  nul: 'The request contains a character that is not allowed (NUL).',
  tooManyParts: 'The upload has more parts than this form sends. Please send it from the form again.',
  tooLarge: (megabytes: number) =>
    `The upload is larger than ${megabytes} MB in all. Please send smaller files.`,
} as const;

/**
 * What a multipart read that failed means for the client: an AppError passes as it is; a body the
 * parser cannot read (a missing boundary, a part cut short, a malformed header) and one over a
 * parser limit (parts, fields) are the client's 400 on `field`. A client that went away is noted
 * at info level, not as a server error, and answered the same way (nobody is left to read it).
 * Anything else is ours and is thrown on.
 */
export function toMultipartRefusal(error: unknown, request: FastifyRequest, field: string): AppError {
  if (error instanceof AppError) return error;
  const refuse = (message: string) => new AppError('bad_request', message, { [field]: message });
  if (request.raw.destroyed || request.raw.aborted || hasCode(error, 'FST_MP_PREMATURE_CLOSE')) {
    request.log.info('upload aborted by the client');
    return refuse(multipartMessages.damaged);
  }
  if (error instanceof Error && isParserError(error)) return refuse(multipartMessages.damaged);
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status < 500) return refuse(multipartMessages.tooManyParts);
  throw error;
}

const hasCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/** The messages @fastify/busboy fails a body with (it has no error codes). */
function isParserError(error: Error): boolean {
  return /multipart|boundary|unexpected end|malformed|part header|terminated early/i.test(error.message);
}

/** A text part's name or value with a NUL character is refused on that part, as in JSON bodies. */
export function assertNoNulCharacter(name: string, value: string): void {
  if (containsNulCharacter(name) || containsNulCharacter(value)) {
    const field = containsNulCharacter(name) ? 'body' : name;
    throw new AppError('bad_request', multipartMessages.nul, { [field]: multipartMessages.nul });
  }
}

/**
 * Refuses a body over `maxBytes` before reading it when it says its length, and ends the
 * connection when it keeps sending past the bound without saying (chunked): no parser limit then
 * keeps it reading and discarding forever.
 */
export function boundRequestBody(request: FastifyRequest, maxBytes: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    const message = multipartMessages.tooLarge(Math.floor(maxBytes / (1024 * 1024)));
    throw new AppError('payload_too_large', message, { body: message });
  }
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) {
      request.raw.off('data', count);
      request.log.info('upload over the body bound: connection closed');
      request.raw.destroy();
    }
  };
  request.raw.on('data', count);
}
