import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  ageTypes,
  notificationPreferencesSchema,
  sportsTypes,
  type TeamArchiveManifest,
  teamArchiveFormat,
  teamArchiveFormatVersion,
  teamArchiveLimits,
  teamArchiveManifestSchema,
  teamCommunicationsSchema,
  teamDataMessages,
  teamFormContactsSchema,
  teamInfoSchema,
  teamLogoSchema,
  teamPoliciesSchema,
  teamSocialsSchema,
  teamStoreInfoSchema,
  teamTimeZoneSchema,
  teamWebsiteSchema,
  websiteTypes,
} from '@sideline/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { cpuTask } from '../../platform/cpu-pool.ts';
import { AppError } from '../../platform/errors.ts';
import { containsNulCharacter } from '../../platform/input-guard.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { newTeamFileKey } from '../../platform/storage.ts';
import { damagedArchive, type OpenTeamArchive, openTeamArchive } from './team-archive-reader.ts';
import { archivePaths } from './team-archive-writer.ts';
import { findTeamOwnedTables, foreignKeysOf, listArchiveTables, type TeamTable } from './team-tables.ts';

/**
 * The CPU half of an import (decision 032, 035): reading and checking the untrusted archive and
 * making the records the new team gets. It runs on the CPU pool's threads (`planTeamImportTask`),
 * never on the event loop; team-import.ts writes the plan in one transaction.
 */

export type Row = Record<string, unknown>;

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
  // A zone this runtime does not know would break every date the team shows.
  timeZone: teamTimeZoneSchema,
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
export type ArchivedTeam = z.infer<typeof archivedTeamSchema>;
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

/** One record of the table: strict (no unknown field), each column as it is stored. */
function rowSchemaOf(table: TeamTable) {
  const shape = Object.fromEntries(
    Object.entries(table.columns).map(([key, column]) => {
      const schema = columnSchema(column);
      // A column with a default may be missing (an archive of an older version); the default applies.
      return [key, column.hasDefault ? schema.optional() : schema];
    }),
  );
  return z.strictObject(shape);
}

function parseJson(data: Buffer, name: string): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    throw damagedArchive(`${name} is not valid JSON`);
  }
}

async function readJson(archive: OpenTeamArchive, name: string): Promise<unknown> {
  const data = await archive.read(name);
  if (!data) throw damagedArchive(`${name} is missing`);
  return parseJson(data, name);
}

function parseOrRefuse<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw damagedArchive(
    `${name}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'unexpected content'}`,
  );
}

const refuse = (message: string) => new AppError('validation', message, { archive: message });

/** Refuses the first field of `record` holding a NUL character (PostgreSQL stores none). */
function refuseNulCharacter(record: Row, table: string): void {
  for (const [field, value] of Object.entries(record)) {
    if (containsNulCharacter(field) || containsNulCharacter(value)) {
      throw refuse(teamDataMessages.archiveNulCharacter(table, field));
    }
  }
}

/** The manifest: ours, and of a format this version reads. */
export async function readManifest(archive: OpenTeamArchive): Promise<TeamArchiveManifest> {
  const raw = await readJson(archive, archivePaths.manifest);
  // Its lists are bounded before their entries are checked one by one.
  const head = z
    .object({
      format: z.string(),
      formatVersion: z.number(),
      tables: z.array(z.unknown()).max(listArchiveTables().length),
      files: z.array(z.unknown()).max(teamArchiveLimits.maxEntries),
    })
    .safeParse(raw);
  if (!head.success || head.data.format !== teamArchiveFormat) throw damagedArchive('no Sideline manifest');
  if (head.data.formatVersion > teamArchiveFormatVersion) {
    const message = teamDataMessages.archiveNewerVersion(head.data.formatVersion);
    throw new AppError('validation', message, { archive: message });
  }
  return parseOrRefuse(teamArchiveManifestSchema, raw, archivePaths.manifest);
}

const bytes = { space: 0x20, tab: 0x09, lf: 0x0a, cr: 0x0d, quote: 0x22, backslash: 0x5c, comma: 0x2c };
const opening = new Set([0x5b, 0x7b]);
const closing = new Set([0x5d, 0x7d]);

/**
 * How many items the JSON array in `data` holds, counted by scanning its bytes (nothing is
 * built), or null when it is not one array. Malformed JSON inside is left to the parser.
 */
export function countJsonArrayItems(data: Uint8Array): number | null {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let inItem = false;
  let isOpened = false;
  let items = 0;
  for (let index = 0; index < data.length; index += 1) {
    const byte = data[index] as number;
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === bytes.backslash) escaped = true;
      else if (byte === bytes.quote) inString = false;
      continue;
    }
    if (byte === bytes.space || byte === bytes.tab || byte === bytes.lf || byte === bytes.cr) continue;
    if (depth === 0) {
      if (isOpened || byte !== 0x5b) return null;
      isOpened = true;
      depth = 1;
      continue;
    }
    if (depth === 1) {
      if (byte === bytes.comma) {
        inItem = false;
        continue;
      }
      if (byte === 0x5d) {
        depth = 0;
        continue;
      }
      if (!inItem) {
        inItem = true;
        items += 1;
      }
    }
    if (byte === bytes.quote) inString = true;
    else if (opening.has(byte)) depth += 1;
    else if (closing.has(byte)) depth -= 1;
  }
  return isOpened && depth === 0 ? items : null;
}

/**
 * One table's records. Bounded before it is parsed: the manifest's count within the cap per
 * table, the entry at least as large as that many records need, and the records the bytes hold
 * (counted without parsing) equal to the manifest's count. Then each record is checked in turn,
 * and the first bad one refuses the archive (no list of a million errors).
 */
async function readTable(
  archive: OpenTeamArchive,
  table: TeamTable,
  declared: TeamArchiveManifest['tables'][number],
): Promise<Row[]> {
  if (declared.rows > teamArchiveLimits.maxRowsPerTable) {
    throw refuse(teamDataMessages.archiveTableTooLarge(table.name));
  }
  const name = archivePaths.table(table.name);
  const size = archive.size(name);
  if (size === null) throw damagedArchive(`${name} is missing`);
  if (size < declared.rows * teamArchiveLimits.minRowBytes) {
    throw damagedArchive(`${name} is too small for the ${declared.rows} records its manifest lists`);
  }
  const data = (await archive.read(name)) as Buffer;
  const found = countJsonArrayItems(data);
  if (found === null) throw damagedArchive(`${name} is not a list of records`);
  if (found !== declared.rows) {
    throw refuse(teamDataMessages.archiveTableMismatch(table.name, found, declared.rows));
  }
  const records = parseJson(data, name) as unknown[];
  const schema = rowSchemaOf(table);
  return records.map((record, index) => {
    const row = parseOrRefuse(schema, record, `${name}: ${index}`) as Row;
    refuseNulCharacter(row, table.name);
    return row;
  });
}

/** What the new team is made of; plain data, as it crosses from the pool's thread. */
export interface TeamImportPlan {
  teamId: string;
  /** The archived team record's settings, ids and keys already the new team's. */
  team: ArchivedTeam;
  /** Records per table, in insert order, ids and references the new team's. */
  tables: { name: string; rows: Row[] }[];
  /** Optional references to a table inserted later: set in a second pass, by record id. */
  later: { name: string; id: string; values: Row }[];
  /** Every file to store: its archive entry, its new key and its recorded type. */
  files: { entry: string; key: string; contentType: string }[];
  /** The archive's ids and file keys and the new team's, for `remapperOf`. */
  ids: [string, string][];
  keys: [string, string][];
  referenceOnlyTables: string[];
}

/**
 * Replaces the archive's ids (anywhere in a text: columns, JSON, URLs) and file keys with the new
 * team's. Keys holding the old team's id follow the id; other keys are replaced whole.
 */
export function remapperOf(ids: Map<string, string>, keys: Map<string, string>): (text: string) => string {
  const remapIds = (text: string) => text.replace(uuidPattern, (id) => ids.get(id.toLowerCase()) ?? id);
  const foreignKeys = [...keys.keys()].filter((key) => remapIds(key) === key);
  return (text: string) =>
    remapIds(foreignKeys.reduce((value, key) => value.split(key).join(keys.get(key) as string), text));
}

/**
 * Reads the archive at `archivePath` and plans the new team (decision 032). Refusals are
 * AppErrors on the field `archive`: damaged or not ours, newer format, a table over its bounds,
 * a NUL character, a record of another team, an id twice, a reference to a record not in the
 * archive (so an import can never link to another team's season, opponent or game), a missing file.
 */
export async function planTeamImport(archivePath: string): Promise<TeamImportPlan> {
  const archive = await openTeamArchive(archivePath);
  try {
    return await planFromArchive(archive);
  } finally {
    archive.close();
  }
}

/** {@link planTeamImport} on the CPU pool's threads. */
export const planTeamImportTask = cpuTask(import.meta.url, { planTeamImport });

async function planFromArchive(archive: OpenTeamArchive): Promise<TeamImportPlan> {
  const manifest = await readManifest(archive);
  const team = parseOrRefuse(
    archivedTeamSchema,
    await readJson(archive, archivePaths.team),
    archivePaths.team,
  );
  refuseNulCharacter(team, 'team');
  if (team.id !== manifest.team.id) throw damagedArchive('team.json is of another team than the manifest');

  const tables = listArchiveTables().filter((t) => t.role === 'imported');
  const rowsByTable = new Map<string, Row[]>();
  const idsByTable = new Map<string, Set<string>>();
  const ids = new Map<string, string>([[team.id.toLowerCase(), randomUUID()]]);
  for (const table of tables) {
    const declared = manifest.tables.find((t) => t.name === table.name);
    // A table the archive's version did not have yet starts empty.
    const rows = declared ? await readTable(archive, table, declared) : [];
    const tableIds = new Set<string>();
    for (const row of rows) {
      if (row.teamId !== team.id) throw damagedArchive(`${table.name} holds a record of another team`);
      const id = String(row.id).toLowerCase();
      if (ids.has(id)) throw damagedArchive(`the id ${id} appears twice`);
      ids.set(id, randomUUID());
      tableIds.add(id);
    }
    rowsByTable.set(table.name, rows);
    idsByTable.set(table.name, tableIds);
  }
  refuseOutsideReferences(tables, rowsByTable, idsByTable);
  const teamId = ids.get(team.id.toLowerCase()) as string;

  // Keys holding the old team's id follow the id; any other key is given a fresh one.
  const keys = new Map<string, string>();
  const remapIdsOnly = remapperOf(ids, new Map());
  const files: TeamImportPlan['files'] = [];
  for (const row of rowsByTable.get('files') ?? []) {
    const key = String(row.key);
    const entry = archivePaths.file(key);
    if (!archive.has(entry)) throw damagedArchive(`the file ${key} is missing`);
    const moved = remapIdsOnly(key);
    const newKey = moved !== key ? moved : newTeamFileKey(teamId, path.posix.extname(key));
    keys.set(key, newKey);
    files.push({ entry, key: newKey, contentType: String(row.contentType ?? '') });
  }
  const remapText = remapperOf(ids, keys);
  const remap = (value: unknown): unknown => {
    if (typeof value === 'string') return remapText(value);
    if (Array.isArray(value)) return value.map(remap);
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v)]));
    }
    return value;
  };

  return {
    teamId,
    team: remap(team) as ArchivedTeam,
    ...planRows(tables, rowsByTable, remap),
    files,
    ids: [...ids],
    keys: [...keys],
    referenceOnlyTables: manifest.tables.filter((t) => !t.imported && t.rows > 0).map((t) => t.name),
  };
}

/**
 * Every reference between imported tables must name a record of the archive's own table: ids are
 * matched on id alone, so one naming another team's record would link the new team to it (and
 * that team's deletes would cascade into the new team's records). Refused, naming the field.
 */
function refuseOutsideReferences(
  tables: TeamTable[],
  rowsByTable: Map<string, Row[]>,
  idsByTable: Map<string, Set<string>>,
): void {
  for (const table of tables) {
    const references = foreignKeysOf(table).filter(({ target }) => idsByTable.has(target));
    for (const row of rowsByTable.get(table.name) ?? []) {
      for (const { key, target } of references) {
        const value = row[key];
        if (value != null && !idsByTable.get(target)?.has(String(value).toLowerCase())) {
          throw refuse(teamDataMessages.archiveOutsideReference(table.name, key));
        }
      }
    }
  }
}

/**
 * The records table by table (a table after those its required references point at). An
 * optional reference to a table made later goes to the second pass; a reference into a team
 * table the import does not make (orders) is cleared.
 */
function planRows(
  tables: TeamTable[],
  rowsByTable: Map<string, Row[]>,
  remap: (value: unknown) => unknown,
): Pick<TeamImportPlan, 'tables' | 'later'> {
  const made = new Set<string>();
  const imported = new Set(tables.map((t) => t.name));
  const teamOwned = findTeamOwnedTables();
  const later: TeamImportPlan['later'] = [];
  const planned: TeamImportPlan['tables'] = [];
  for (const table of tables) {
    const references = foreignKeysOf(table);
    const rows = (rowsByTable.get(table.name) ?? []).map((original) => {
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
        later.push({ name: table.name, id: String(row.id), values: deferred });
      }
      return row;
    });
    made.add(table.name);
    planned.push({ name: table.name, rows });
  }
  return { tables: planned, later };
}
