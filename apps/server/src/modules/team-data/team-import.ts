import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  ageTypes,
  buildNewTeamDefaults,
  notificationPreferencesSchema,
  sportsTypes,
  type TeamArchiveManifest,
  type TeamImportResult,
  type TeamSportsType,
  teamArchiveFormat,
  teamArchiveFormatVersion,
  teamArchiveManifestSchema,
  teamCommunicationsSchema,
  teamDataMessages,
  teamFormContactsSchema,
  teamInfoSchema,
  teamLogoSchema,
  teamPoliciesSchema,
  teamSitePath,
  teamSocialsSchema,
  teamStoreInfoSchema,
  teamWebsiteSchema,
  websiteTypes,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { teamAdminInfo, teamStoreActivation, teamSubscriptionInfo, teams } from '../../db/schema/teams.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { type FileStorage, newTeamFileKey } from '../../platform/storage.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { pickUniqueReferralId, pickUniqueTeamSlug } from '../teams/team-seeding.service.ts';
import { damagedArchive, type OpenTeamArchive } from './team-archive-reader.ts';
import { archivePaths } from './team-archive-writer.ts';
import { findTeamOwnedTables, foreignKeysOf, listArchiveTables, type TeamTable } from './team-tables.ts';

type Row = Record<string, unknown>;

/** Rich-text fields are sanitized again on the way in, as a save through the editor would. */
const richTextColumns: Record<string, string[]> = {
  articles: ['content', 'mobileContent'],
  custom_pages: ['content'],
};

/** Plain-text references to records an import does not make (an outbox mail): cleared. */
const clearedColumns: Record<string, string[]> = {
  submitted_forms: ['confirmationMailId'],
};

/** The team record's settings an import takes over; everything else of it starts afresh. */
const archivedTeamSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(200),
  sportsType: z.enum(sportsTypes),
  ageType: z.enum(ageTypes),
  websiteType: z.enum(websiteTypes),
  timeZone: z.string().min(1).max(100),
  info: teamInfoSchema,
  storeInfo: teamStoreInfoSchema,
  logo: teamLogoSchema,
  silhouetteLogo: teamLogoSchema,
  website: teamWebsiteSchema,
  socials: teamSocialsSchema,
  form: teamFormContactsSchema,
  policies: teamPoliciesSchema,
  communications: teamCommunicationsSchema,
  notifications: notificationPreferencesSchema,
});
export const importedTeamSettings = Object.keys(archivedTeamSchema.shape).filter(
  (key) => key !== 'id' && key !== 'name',
);

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Checks a value against what the column holds (the archive is untrusted). */
function columnSchema(column: PgColumn): z.ZodType {
  const base = (() => {
    switch (column.dataType) {
      case 'string':
        return z.string().max(5_000_000);
      case 'number':
        return column.columnType === 'PgInteger' ? z.number().int() : z.number();
      case 'boolean':
        return z.boolean();
      case 'date':
        return z.iso.datetime({ offset: true }).transform((value) => new Date(value));
      default:
        return z.json();
    }
  })();
  return column.notNull ? base : base.nullable();
}

function rowSchemaOf(table: TeamTable) {
  const shape = Object.fromEntries(
    Object.entries(table.columns).map(([key, column]) => {
      const schema = columnSchema(column);
      // A column with a default may be missing (an archive of an older version); the default applies.
      return [key, column.hasDefault ? schema.optional() : schema];
    }),
  );
  return z.array(z.strictObject(shape));
}

async function readJson(archive: OpenTeamArchive, name: string): Promise<unknown> {
  const data = await archive.read(name);
  if (!data) throw damagedArchive(`${name} is missing`);
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    throw damagedArchive(`${name} is not valid JSON`);
  }
}

function parseOrRefuse<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw damagedArchive(
    `${name}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'unexpected content'}`,
  );
}

/** The manifest: ours, and of a format this version reads. */
export async function readManifest(archive: OpenTeamArchive): Promise<TeamArchiveManifest> {
  const raw = await readJson(archive, archivePaths.manifest);
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(raw);
  if (!head.success || head.data.format !== teamArchiveFormat) throw damagedArchive('no Sideline manifest');
  if (head.data.formatVersion > teamArchiveFormatVersion) {
    const message = teamDataMessages.archiveNewerVersion(head.data.formatVersion);
    throw new AppError('validation', message, { archive: message });
  }
  return parseOrRefuse(teamArchiveManifestSchema, raw, archivePaths.manifest);
}

/** What the magic bytes of a stored picture or PDF must be; other types are served as downloads. */
const signatures: Record<string, (data: Buffer) => boolean> = {
  'image/jpeg': (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (d) =>
    d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/gif': (d) => d.subarray(0, 4).toString('latin1') === 'GIF8',
  'application/pdf': (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
};

export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

/**
 * Makes a new team of the admin's organization from an archive (decision 032): the settings of
 * the team record, and every record of the imported tables with new ids (references between them,
 * in columns and inside JSON, follow the new ids), and every file stored again under the new team's
 * keys. Reference-only tables are left out, as are references into them. One transaction: a
 * refused or failing import leaves nothing behind (files stored before the failure are removed).
 */
export async function importTeamArchive(
  deps: ImportDeps,
  admin: SessionTeam,
  archive: OpenTeamArchive,
): Promise<{ result: TeamImportResult; remapText: (text: string) => string }> {
  const manifest = await readManifest(archive);
  const team = parseOrRefuse(
    archivedTeamSchema,
    await readJson(archive, archivePaths.team),
    archivePaths.team,
  );
  if (team.id !== manifest.team.id) throw damagedArchive('team.json is of another team than the manifest');

  const tables = listArchiveTables().filter((t) => t.role === 'imported');
  const rowsByTable = new Map<string, Row[]>();
  const ids = new Map<string, string>([[team.id.toLowerCase(), randomUUID()]]);
  for (const table of tables) {
    const entry = manifest.tables.find((t) => t.name === table.name);
    // A table the archive's version did not have yet starts empty.
    const rows = entry
      ? (parseOrRefuse(
          rowSchemaOf(table),
          await readJson(archive, archivePaths.table(table.name)),
          entry.file,
        ) as Row[])
      : [];
    for (const row of rows) {
      if (row.teamId !== team.id) throw damagedArchive(`${table.name} holds a record of another team`);
      const id = String(row.id).toLowerCase();
      if (ids.has(id)) throw damagedArchive(`the id ${id} appears twice`);
      ids.set(id, randomUUID());
    }
    rowsByTable.set(table.name, rows);
  }
  const newTeamId = ids.get(team.id.toLowerCase()) as string;

  // Keys holding the old team's id follow the id; any other key is given a fresh one.
  const keys = new Map<string, string>();
  const remapIds = (text: string) => text.replace(uuidPattern, (id) => ids.get(id.toLowerCase()) ?? id);
  for (const row of rowsByTable.get('files') ?? []) {
    const key = String(row.key);
    if (!archive.has(archivePaths.file(key))) throw damagedArchive(`the file ${key} is missing`);
    const moved = remapIds(key);
    keys.set(key, moved !== key ? moved : newTeamFileKey(newTeamId, path.posix.extname(key)));
  }
  const foreignKeys = [...keys.keys()].filter((key) => remapIds(key) === key);
  const remapText = (text: string) =>
    remapIds(foreignKeys.reduce((value, key) => value.split(key).join(keys.get(key) as string), text));
  const remap = (value: unknown): unknown => {
    if (typeof value === 'string') return remapText(value);
    if (Array.isArray(value)) return value.map(remap);
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v)]));
    }
    return value;
  };

  const stored: string[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      const slug = await insertTeam(tx, deps.now(), admin, newTeamId, remap(team) as typeof team);
      const importedRows = await insertRows(tx, tables, rowsByTable, remap);
      for (const [oldKey, newKey] of keys) {
        const data = (await archive.read(archivePaths.file(oldKey))) as Buffer;
        const row = rowsByTable.get('files')?.find((r) => r.key === oldKey);
        const contentType = String(row?.contentType ?? '');
        if (signatures[contentType] && !signatures[contentType](data)) {
          throw damagedArchive(`the file ${oldKey} is not the ${contentType} its record says`);
        }
        await deps.storage.put(newKey, data, contentType);
        stored.push(newKey);
      }
      return { slug, importedRows };
    });
    return {
      result: {
        teamId: newTeamId,
        teamName: team.name,
        slug: result.slug,
        sitePath: teamSitePath(result.slug),
        importedRows: result.importedRows,
        importedFiles: keys.size,
        referenceOnlyTables: manifest.tables.filter((t) => !t.imported && t.rows > 0).map((t) => t.name),
      },
      // How the archive's ids and keys became the new team's (the round-trip test reads it).
      remapText,
    };
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

async function insertTeam(
  tx: Tx,
  now: Date,
  admin: SessionTeam,
  teamId: string,
  team: z.infer<typeof archivedTeamSchema>,
): Promise<string> {
  const sportsType = team.sportsType as TeamSportsType;
  const organizationName = admin.organization?.name ?? team.name;
  const defaults = buildNewTeamDefaults({
    teamName: team.name,
    organizationName,
    sportsType,
    websiteType: team.websiteType,
    now,
    email: admin.team.email,
  });
  const [slug, referralId] = await Promise.all([pickUniqueTeamSlug(tx, team.name), pickUniqueReferralId(tx)]);
  const { id: _id, ...settings } = team;
  await tx.insert(teams).values({
    ...settings,
    id: teamId,
    slug,
    organizationId: admin.team.organizationId,
    ownerUserId: admin.userId,
    email: admin.team.email,
    sportsType,
    licensingAgreement: defaults.licensingAgreement,
    storeLicensingAgreement: defaults.storeLicensingAgreement,
    referralId,
    published: false,
  });
  await tx.insert(teamSubscriptionInfo).values({ teamId, data: defaults.subscriptionInfo, sportsType });
  await tx.insert(teamStoreActivation).values({ teamId, data: defaults.storeActivation });
  await tx.insert(teamAdminInfo).values({ teamId, ...defaults.adminInfo });
  return slug;
}

/**
 * Inserts the records table by table (a table after those its required references point at).
 * An optional reference to a table made later is written in a second pass; a reference into a
 * table the import does not make (orders) is cleared.
 */
async function insertRows(
  tx: Tx,
  tables: TeamTable[],
  rowsByTable: Map<string, Row[]>,
  remap: (value: unknown) => unknown,
): Promise<Record<string, number>> {
  const made = new Set<string>();
  const imported = new Set(tables.map((t) => t.name));
  const teamOwned = findTeamOwnedTables();
  const later: { table: TeamTable; id: unknown; values: Row }[] = [];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = rowsByTable.get(table.name) ?? [];
    if (!rows.length) {
      made.add(table.name);
      continue;
    }
    const references = foreignKeysOf(table);
    const values = rows.map((original) => {
      const row = remap(original) as Row;
      for (const key of richTextColumns[table.name] ?? []) {
        if (typeof row[key] === 'string') row[key] = sanitizeRichText(row[key]);
      }
      for (const key of clearedColumns[table.name] ?? []) row[key] = null;
      const deferred: Row = {};
      for (const { key, target } of references) {
        if (row[key] == null) continue;
        if (!imported.has(target)) {
          if (teamOwned.has(target)) row[key] = null;
        } else if (!made.has(target) || target === table.name) {
          deferred[key] = row[key];
          row[key] = null;
        }
      }
      if (Object.keys(deferred).length) {
        // The second pass keeps the record's modification time, as the archive has it.
        if ('timeModified' in row) deferred.timeModified = row.timeModified;
        later.push({ table, id: row.id, values: deferred });
      }
      return row;
    });
    for (let start = 0; start < values.length; start += 200) {
      await tx.insert(table.table).values(values.slice(start, start + 200));
    }
    made.add(table.name);
    counts[table.name] = rows.length;
  }
  for (const { table, id, values } of later) {
    await tx
      .update(table.table)
      .set(values)
      .where(eq(table.columns.id as PgColumn, id));
  }
  return counts;
}
