import { teamArchiveLimits, teamDataMessages } from '@sideline/domain';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../platform/errors.ts';
import { assertValidFileKey } from '../../platform/storage.ts';

/** An uploaded archive whose entry names and sizes were checked; entries are read on demand. */
export interface OpenTeamArchive {
  /** The entry names, as in the ZIP. */
  names(): string[];
  has(name: string): boolean;
  /** The entry's uncompressed size as the ZIP declares it (checked while reading), or null. */
  size(name: string): number | null;
  /** The entry's bytes (bounded by the limits), or null when the archive has no such entry. */
  read(name: string): Promise<Buffer | null>;
  close(): void;
}

const refuse = (message: string) => new AppError('validation', message, { archive: message });
export const damagedArchive = (detail: string) => refuse(teamDataMessages.archiveDamaged(detail));

/**
 * Opens an uploaded ZIP as untrusted input: every entry name must be one the archive format
 * writes (manifest, README, team, `tables/<name>.json`, `files/<valid file key>`), never absolute,
 * never climbing out with `..`, no backslashes (zip-slip); at most `maxEntries` entries, each at
 * most `maxEntryBytes` and all together at most `maxTotalBytes` uncompressed, as the central
 * directory declares; yauzl checks each entry's real size against its declaration as it reads.
 * Nothing is written to disk from the archive: files go to storage under keys the import makes.
 */
export async function openTeamArchive(path: string): Promise<OpenTeamArchive> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, file) => (error ? reject(damagedArchive(error.message)) : resolve(file)),
    ),
  );
  try {
    const entries = await readEntries(zip);
    return {
      names: () => [...entries.keys()],
      has: (name) => entries.has(name),
      size: (name) => entries.get(name)?.uncompressedSize ?? null,
      read: (name) => {
        const entry = entries.get(name);
        return entry ? readEntry(zip, entry) : Promise.resolve(null);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function readEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > teamArchiveLimits.maxEntries) throw refuse(teamDataMessages.archiveTooManyEntries);
  const entries = new Map<string, Entry>();
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) => {
      // yauzl's own zip-slip checks (absolute, "..", backslashes) come as errors naming the entry.
      const unsafe = /^(?:invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(
        error.message,
      );
      reject(
        unsafe ? refuse(teamDataMessages.archiveUnsafePath(unsafe[1] ?? '')) : damagedArchive(error.message),
      );
    });
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (name.endsWith('/')) {
        zip.readEntry();
        return;
      }
      if (!isSafeEntryName(name)) return reject(refuse(teamDataMessages.archiveUnsafePath(name)));
      if (entries.has(name)) return reject(damagedArchive(`"${name.slice(0, 80)}" appears twice`));
      if (entry.uncompressedSize > teamArchiveLimits.maxEntryBytes) {
        return reject(refuse(teamDataMessages.archiveEntryTooLarge(name)));
      }
      total += entry.uncompressedSize;
      if (total > teamArchiveLimits.maxTotalBytes)
        return reject(refuse(teamDataMessages.archiveContentTooLarge));
      entries.set(name, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return entries;
}

/** The names the archive format writes; anything else (a path out of the folder, a stray file) is refused. */
export function isSafeEntryName(name: string): boolean {
  if (name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  if (name.split('/').some((part) => part === '..' || part === '.' || part === '')) return false;
  if (name === 'manifest.json' || name === 'README.md' || name === 'team.json') return true;
  if (/^tables\/[a-z_]+\.json$/.test(name)) return true;
  if (!name.startsWith('files/')) return false;
  try {
    assertValidFileKey(name.slice('files/'.length));
    return true;
  } catch {
    return false;
  }
}

async function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, readStream) =>
      error ? reject(damagedArchive(error.message)) : resolve(readStream),
    ),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // yauzl stops at the declared size already; this bounds a stream that would not.
      if (size > teamArchiveLimits.maxEntryBytes)
        throw refuse(teamDataMessages.archiveEntryTooLarge(entry.fileName));
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw damagedArchive((error as Error).message);
  }
  return Buffer.concat(chunks);
}
