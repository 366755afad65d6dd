import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * No text a person enters contains a NUL character, and PostgreSQL cannot store one in a text
 * column (it fails the statement, which would answer 500). One guard for every route, before
 * validation, refuses such a request with 400: path parameters (`/api/referrals/%00`), the query
 * and the JSON body, keys included.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      containsNulCharacter(request.params) ||
      containsNulCharacter(request.query) ||
      containsNulCharacter(request.body)
    ) {
      throw new AppError('bad_request', 'The request contains a character that is not allowed (NUL).');
    }
  });
}

/** Walks strings, keys and nested values with an explicit stack, so any nesting depth is safe. */
export function containsNulCharacter(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // Uploaded bytes (multipart) are binary by nature.
    if (ArrayBuffer.isView(value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return true;
      pending.push(item);
    }
  }
  return false;
}
