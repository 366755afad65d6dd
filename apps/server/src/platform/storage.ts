import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
// The swagger plugin's schema options (hide) also when this file is compiled on its own (bench).
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Where file bytes live (uploads, seeded photos, generated PDFs). The `files` table records what
 * exists and who owns it; this only stores bytes by key. Keys are slash-separated relative paths
 * such as `teams/{teamId}/photos/{photoId}.jpg`.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/** Public address of a stored file (served by {@link registerFileRoutes}). */
export function fileUrl(key: string): string {
  return `/files/${key}`;
}

/** Rejects keys that could leave the storage root or that no upload would produce. */
export function assertValidFileKey(key: string): void {
  const isValid =
    key.length > 0 &&
    key.length <= 512 &&
    /^[A-Za-z0-9._\-/]+$/.test(key) &&
    !key.startsWith('/') &&
    !key.split('/').some((part) => part === '' || part === '.' || part === '..');
  if (!isValid) throw new AppError('bad_request', `Invalid file key: ${key}`);
}

const contentTypesByExtension: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export function guessContentType(key: string): string {
  return contentTypesByExtension[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Files in a local folder (the embedded default: `${dataDir}/files`). */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const resolve = (key: string) => {
    assertValidFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        const data = await readFile(resolve(key));
        return { data, contentType: guessContentType(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** Files kept in process memory: for tests and throw-away runs only. */
export function createMemoryFileStorage(): FileStorage & { keys(): string[] } {
  const entries = new Map<string, StoredFile>();
  return {
    async put(key, data, contentType) {
      assertValidFileKey(key);
      entries.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      assertValidFileKey(key);
      return entries.get(key) ?? null;
    },
    async delete(key) {
      entries.delete(key);
    },
    keys: () => [...entries.keys()],
  };
}

/** GET /files/{key}: serves stored files (keys are unguessable ids, so no listing exists). */
export function registerFileRoutes(app: FastifyInstance, deps: { storage: FileStorage }): void {
  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const notFound = () => new AppError('not_found', 'File not found');
    try {
      assertValidFileKey(key);
    } catch {
      throw notFound();
    }
    const file = await deps.storage.get(key);
    if (!file) throw notFound();
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
}
