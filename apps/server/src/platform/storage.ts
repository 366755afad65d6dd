import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './errors.ts';

/**
 * Where file bytes live (uploads, seeded photos, generated PDFs). The `files` table records what
 * exists, who owns it and whether it is public; this only stores bytes by key. Keys are
 * slash-separated relative paths made by {@link newTeamFileKey}.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be used now (the readiness probe, /readyz). */
  check(): Promise<void>;
  /**
   * Where browsers may fetch a public file straight from the store (S3_PUBLIC_URL), or null: the
   * app serves it. Only ever used for public files; private ones always go through the app.
   */
  publicUrlOf(key: string): string | null;
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * A new key for a team's file: `teams/{teamId}/{128 random bits}.{ext}`. Unguessable, so knowing a
 * team's id (it is in its public pages) gives no file's address; the /files route still checks
 * the owner of every file that is not public.
 */
export function newTeamFileKey(teamId: string, extension: string): string {
  return `teams/${teamId}/${randomBytes(16).toString('hex')}${extension}`;
}

/** Address of a stored file (served by `file-routes.ts`). */
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

/**
 * File-system answers that mean "no file under this key": none there, a folder there (EISDIR), a
 * file where a folder would be (ENOTDIR), a name the file system cannot hold (ENAMETOOLONG).
 */
const missingFileErrors = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

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
        if (missingFileErrors.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    publicUrlOf: () => null,
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
    async check() {},
    publicUrlOf: () => null,
    keys: () => [...entries.keys()],
  };
}
