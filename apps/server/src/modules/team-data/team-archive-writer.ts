import { type TeamArchiveManifest, teamArchiveFormat, teamArchiveFormatVersion } from '@sideline/domain';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ZipFile } from 'yazl';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/platform.ts';
import { teams } from '../../db/schema/teams.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { describeTeamArchive } from './team-archive-readme.ts';
import { listArchiveTables } from './team-tables.ts';

export type ArchiveProgress = (progress: number, step: string) => Promise<void>;

/** Where an entry of the archive is: the one naming rule the writer and the reader share. */
export const archivePaths = {
  manifest: 'manifest.json',
  readme: 'README.md',
  team: 'team.json',
  table: (name: string) => `tables/${name}.json`,
  file: (key: string) => `files/${key}`,
};

/**
 * The team's archive (decision 032): manifest, README, the team record, one JSON file per table
 * (records as the API names their fields; dates as ISO strings) and every stored file under its
 * key. The ZIP is streamed by yazl as entries are added; tables are read one at a time and files
 * one at a time, so memory holds one table or one file besides the output.
 */
export async function writeTeamArchive(deps: {
  db: DbOrTx;
  storage: FileStorage;
  scope: TeamScope;
  now: Date;
  /** Keys of earlier exports' ZIPs: never put an archive inside the next one. */
  skippedFileKeys: string[];
  onProgress: ArchiveProgress;
}): Promise<Buffer> {
  const { db, scope } = deps;
  const zip = new ZipFile();
  const chunks: Buffer[] = [];
  const output = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  const mtime = deps.now;
  const addJson = (path: string, value: unknown) =>
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), path, { mtime });

  const [team] = await db.select().from(teams).where(eq(teams.id, scope.teamId));
  if (!team) throw new Error(`Team ${scope.teamId} not found for its export`);
  addJson(archivePaths.team, team);

  const tables = listArchiveTables();
  const manifest: TeamArchiveManifest = {
    format: teamArchiveFormat,
    formatVersion: teamArchiveFormatVersion,
    exportedAt: deps.now.toISOString(),
    team: { id: team.id, name: team.name, slug: team.slug },
    tables: [],
    files: [],
  };
  let fileRows: { key: string; size: number }[] = [];
  for (const [index, table] of tables.entries()) {
    await deps.onProgress(Math.round((index / tables.length) * 20), `Records: ${table.name}`);
    const teamId = table.columns.teamId as PgColumn;
    const order = (table.columns.id ?? teamId) as PgColumn;
    const isFiles = table.name === 'files';
    const where =
      isFiles && deps.skippedFileKeys.length ? notInArray(files.key, deps.skippedFileKeys) : undefined;
    const rows = await db
      .select()
      .from(table.table)
      .where(and(eq(teamId, scope.teamId), where))
      .orderBy(asc(order));
    if (isFiles) fileRows = rows as { key: string; size: number }[];
    addJson(archivePaths.table(table.name), rows);
    manifest.tables.push({
      name: table.name,
      file: archivePaths.table(table.name),
      rows: rows.length,
      imported: table.role === 'imported',
    });
  }

  for (const [index, row] of fileRows.entries()) {
    if (index % 5 === 0) {
      await deps.onProgress(
        20 + Math.round((index / fileRows.length) * 75),
        `Files: ${index} of ${fileRows.length}`,
      );
    }
    const stored = await deps.storage.get(row.key);
    // A record whose bytes are gone (removed by hand) has nothing to put in the archive.
    if (!stored) continue;
    zip.addBuffer(stored.data, archivePaths.file(row.key), { mtime, compress: !isCompressed(row.key) });
    manifest.files.push({ key: row.key, path: archivePaths.file(row.key), size: stored.data.length });
  }

  addJson(archivePaths.manifest, manifest);
  zip.addBuffer(Buffer.from(describeTeamArchive(manifest, tables)), archivePaths.readme, { mtime });
  zip.end();
  await deps.onProgress(97, 'Writing the archive');
  return output;
}

/** Pictures and PDFs are compressed already: storing them saves the worker's time. */
function isCompressed(key: string): boolean {
  return /\.(jpe?g|png|webp|gif|pdf|zip)$/i.test(key);
}
