import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { files } from '../db/schema/platform.ts';
import type { SessionGuard } from '../modules/accounts/session-guard.ts';
import { AppError } from './errors.ts';
import { inertContentSecurityPolicy } from './security-headers.ts';
import { assertValidFileKey, type FileStorage } from './storage.ts';

/**
 * Public types a browser shows inline without running anything of ours (published pictures and
 * documents); every private file and every other type is a download.
 */
const inlineContentTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

type FileRecord = Pick<typeof files.$inferSelect, 'teamId' | 'isPublic' | 'contentType'>;

/** Cross-tenant look-up by storage key: the /files route learns a file's owner from it. */
export async function findFileByKey(db: DbOrTx, key: string): Promise<FileRecord | null> {
  const [row] = await db
    .select({ teamId: files.teamId, isPublic: files.isPublic, contentType: files.contentType })
    .from(files)
    .where(eq(files.key, key))
    .limit(1);
  return row ?? null;
}

/**
 * GET /files/{key}: serves a stored file that has a `files` row. A public file (used by published
 * content) goes to anyone; any other only to a session of its owning team. Everyone else gets the
 * same 404 as for a key that does not exist, so a file's existence is not revealed. A private file
 * (what visitors sent with a form) and any type that could run script from our origin (SVG, HTML,
 * anything unknown) is sent as an attachment, unsniffed, under a sandboxing Content-Security-Policy:
 * nothing a stranger uploaded is ever opened inside the platform's own origin.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  deps: { db: DbOrTx; storage: FileStorage; guard: SessionGuard },
): void {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const notFound = () => new AppError('not_found', 'File not found');
    try {
      assertValidFileKey(key);
    } catch {
      throw notFound();
    }
    const record = await findFileByKey(deps.db, key);
    if (!record) throw notFound();
    if (!record.isPublic && !(await isOwningTeamSession(request, record.teamId))) throw notFound();
    // With S3_PUBLIC_URL, a public picture is fetched from the bucket's public address (or its CDN):
    // the redirect is as permanent as the file, so a browser asks the app once per key.
    const publicUrl =
      record.isPublic && inlineContentTypes.has(record.contentType) && deps.storage.publicUrlOf(key);
    if (publicUrl) {
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .redirect(publicUrl, 301);
    }
    const file = await deps.storage.get(key);
    if (!file) throw notFound();

    reply
      .header(
        'cache-control',
        // Keys are random and written once (a changed picture is a new key), so a public file never
        // changes: caches keep it a year without asking again. A private file must not be kept by a
        // shared cache, nor shown from the browser's after sign-out.
        record.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
      )
      // Public files are shown by team sites on their own domains; private ones stay same-origin.
      .header('cross-origin-resource-policy', record.isPublic ? 'cross-origin' : 'same-origin');
    if (record.isPublic && inlineContentTypes.has(record.contentType)) {
      return reply.type(record.contentType).send(file.data);
    }
    return reply
      .type(record.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${path.posix.basename(key)}"`)
      .header('content-security-policy', inertContentSecurityPolicy)
      .send(file.data);
  });

  async function isOwningTeamSession(request: FastifyRequest, teamId: string): Promise<boolean> {
    try {
      await deps.guard.requireTeam(request);
    } catch (error) {
      // Signed out (401) reads as "no such file", like another team's session.
      if (error instanceof AppError && error.status < 500) return false;
      throw error;
    }
    return request.sessionTeam?.teamId === teamId;
  }
}
