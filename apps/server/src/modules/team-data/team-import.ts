import {
  buildNewTeamDefaults,
  type TeamImportResult,
  type TeamSportsType,
  teamSitePath,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { teamAdminInfo, teamStoreActivation, teamSubscriptionInfo, teams } from '../../db/schema/teams.ts';
import type { CpuPool } from '../../platform/cpu-pool.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { pickUniqueReferralId, pickUniqueTeamSlug } from '../teams/team-seeding.service.ts';
import { damagedArchive, openTeamArchive } from './team-archive-reader.ts';
import {
  type ArchivedTeam,
  planTeamImportTask,
  remapperOf,
  type TeamImportPlan,
} from './team-import-plan.ts';
import { listArchiveTables } from './team-tables.ts';

/** What the magic bytes of a stored picture or PDF must be; other types are served as downloads. */
const signatures: Record<string, (data: Buffer) => boolean> = {
  'image/jpeg': (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (d) =>
    d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/gif': (d) => d.subarray(0, 4).toString('latin1') === 'GIF8',
  'application/pdf': (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** Records inserted per statement. */
const insertBatch = 200;

export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  /** Reading and checking the archive runs on its threads (team-import-plan.ts). */
  cpuPool: CpuPool;
}

/**
 * Makes a new team of the admin's organization from the archive at `archivePath` (decision 032):
 * the settings of the team record, and every record of the imported tables with new ids
 * (references between them, in columns and inside JSON, follow the new ids), and every file
 * stored again under the new team's keys. The archive is read, checked and planned on the CPU
 * pool's threads (decision 035); here the plan is written in one transaction: a refused or
 * failing import leaves nothing behind (files stored before the failure are removed).
 */
export async function importTeamArchive(
  deps: ImportDeps,
  admin: SessionTeam,
  archivePath: string,
): Promise<{ result: TeamImportResult; remapText: (text: string) => string }> {
  const plan = await deps.cpuPool.run(planTeamImportTask, archivePath);
  const archive = await openTeamArchive(archivePath);
  const stored: string[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      const slug = await insertTeam(tx, deps.now(), admin, plan.teamId, plan.team);
      const importedRows = await insertRows(tx, plan);
      for (const file of plan.files) {
        const data = (await archive.read(file.entry)) as Buffer;
        const matches = signatures[file.contentType];
        if (matches && !matches(data)) {
          throw damagedArchive(`the file ${file.entry} is not the ${file.contentType} its record says`);
        }
        await deps.storage.put(file.key, data, file.contentType);
        stored.push(file.key);
      }
      return { slug, importedRows };
    });
    return {
      result: {
        teamId: plan.teamId,
        teamName: plan.team.name,
        slug: result.slug,
        sitePath: teamSitePath(result.slug),
        importedRows: result.importedRows,
        importedFiles: plan.files.length,
        referenceOnlyTables: plan.referenceOnlyTables,
      },
      // How the archive's ids and keys became the new team's (the round-trip test reads it).
      remapText: remapperOf(new Map(plan.ids), new Map(plan.keys)),
    };
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key)));
    throw error;
  } finally {
    archive.close();
  }
}

async function insertTeam(
  tx: Tx,
  now: Date,
  admin: SessionTeam,
  teamId: string,
  team: ArchivedTeam,
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

/** PostgreSQL's foreign_key_violation, on the driver's error or inside Drizzle's wrapper. */
function isForeignKeyViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === '23503' || cause?.code === '23503';
}

/**
 * Writes the planned records in batches, then the second pass of forward references. The plan
 * refused every reference outside the archive's own records; one into the shared reference data
 * (pre-developed leagues, seasons, forms) that does not exist fails its foreign key here and is
 * refused naming the table.
 */
async function insertRows(tx: Tx, plan: TeamImportPlan): Promise<Record<string, number>> {
  const byName = new Map(listArchiveTables().map((table) => [table.name, table]));
  const counts: Record<string, number> = {};
  for (const { name, rows } of plan.tables) {
    const table = byName.get(name);
    if (!table || !rows.length) continue;
    for (let start = 0; start < rows.length; start += insertBatch) {
      await tx
        .insert(table.table)
        .values(rows.slice(start, start + insertBatch))
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error))
            throw damagedArchive(`${name} names a record that does not exist`);
          throw error;
        });
    }
    counts[name] = rows.length;
  }
  for (const { name, id, values } of plan.later) {
    const table = byName.get(name);
    if (!table) continue;
    await tx
      .update(table.table)
      .set(values)
      .where(eq(table.columns.id as PgColumn, id));
  }
  return counts;
}
