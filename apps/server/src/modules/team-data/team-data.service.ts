import { rm } from 'node:fs/promises';
import {
  closedTeamDeletionAt,
  closedTeamRetentionDays,
  formatArchiveSize,
  type TeamDataStatus,
  type TeamExportView,
  type TeamImportResult,
  teamDataMessages,
  teamExportKeepDays,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/platform.ts';
import type { CpuPool } from '../../platform/cpu-pool.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { type FileStorage, fileUrl } from '../../platform/storage.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { refuseInPrivateDemo } from '../demo/private-demo-guard.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import { formatTeamDate } from '../subscriptions/subscriptions.service.ts';
import { writeTeamArchive } from './team-archive-writer.ts';
import {
  claimDueExport,
  createTeamDataRepository,
  deleteFileRecord,
  deleteTeamRows,
  findExpiredExports,
  findTeamName,
  type TeamExportRow,
  updateExport,
} from './team-data.repository.ts';
import { teamExportReadyMail } from './team-data-mail-templates.ts';
import { importTeamArchive } from './team-import.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** A worker building an export holds it this long; after that another worker may take it over. */
const exportClaimMs = 15 * 60_000;
/** A build that failed this many times is reported failed instead of tried again. */
const maxExportAttempts = 3;

export interface TeamDataServiceDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  subscriptions: Pick<SubscriptionsService, 'findWebsiteClosure' | 'findTeamsClosedBefore'>;
  baseUrl: string;
  mailFrom: string;
  log: (message: string, error: unknown) => void;
  /** Imports are read and checked on its threads, never on the event loop (decision 035). */
  cpuPool: CpuPool;
  /** Counts imports per team and hour. */
  rateLimiter: Pick<RateLimiter, 'hit'>;
  importsPerHour: number;
}

/** Where "Download everything" and the import are in the portal. */
export const teamDataPortalPath = '/portal/settings/admin';

function exportKeyOf(row: TeamExportRow): string {
  return `teams/${row.teamId}/sideline-export-${row.id}.zip`;
}

function viewOf(row: TeamExportRow): TeamExportView {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    step: row.step,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: row.status === 'ready' && row.fileKey ? fileUrl(row.fileKey) : null,
    sizeBytes: row.sizeBytes,
    error: row.error,
  };
}

/**
 * A team's data to take away (decision 032): "Download everything" (a worker builds the ZIP, the
 * portal shows its progress, a mail says when it is ready, the ZIP is a private team file for
 * `teamExportKeepDays`), the import of such an archive as a new team, and the closing of a team
 * whose website subscription ended: its data stays `closedTeamRetentionDays`, then it is deleted.
 */
export function createTeamDataService(deps: TeamDataServiceDeps) {
  async function buildExport(row: TeamExportRow): Promise<void> {
    const scope: TeamScope = { teamId: row.teamId };
    const repository = createTeamDataRepository(deps.db, scope);
    let shown = -1;
    const data = await writeTeamArchive({
      db: deps.db,
      storage: deps.storage,
      scope,
      now: deps.now(),
      skippedFileKeys: await repository.findExportFileKeys(),
      onProgress: async (progress, step) => {
        if (progress === shown) return;
        shown = progress;
        await updateExport(deps.db, row.id, { progress, step });
      },
    });
    // The key is the export's own: a retry after a crash writes the same key, never a second file.
    const key = exportKeyOf(row);
    await deps.storage.put(key, data, 'application/zip');
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + teamExportKeepDays * dayMs);
    const team = await findTeamName(deps.db, scope);
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(files)
        .values({
          teamId: row.teamId,
          key,
          isPublic: false,
          contentType: 'application/zip',
          size: data.length,
        })
        .onConflictDoNothing();
      await updateExport(tx, row.id, {
        status: 'ready',
        progress: 100,
        step: 'Ready',
        fileKey: key,
        sizeBytes: data.length,
        readyAt: now,
        expiresAt,
        claimedUntil: null,
      });
      await enqueueMail(
        tx,
        {
          from: deps.mailFrom,
          to: [row.requestedByEmail],
          teamId: row.teamId,
          tags: ['team-data'],
          ...teamExportReadyMail({
            teamName: team?.name ?? 'Your team',
            adminUrl: new URL(teamDataPortalPath, deps.baseUrl).toString(),
            keptUntil: formatTeamDate(expiresAt, team?.timeZone ?? 'America/New_York'),
            size: formatArchiveSize(data.length),
          }),
        },
        now,
      );
    });
  }

  return {
    /** The latest export and, for a closed team, when it closed and when it is deleted. */
    async getStatus(scope: TeamScope): Promise<TeamDataStatus> {
      const latest = await createTeamDataRepository(deps.db, scope).findLatest();
      const closedAt = await deps.subscriptions.findWebsiteClosure(scope);
      return {
        latestExport: latest ? viewOf(latest) : null,
        closure: closedAt
          ? { closedAt: closedAt.toISOString(), deletionAt: closedTeamDeletionAt(closedAt).toISOString() }
          : null,
      };
    },

    /** Queues a "Download everything"; one at a time per team. */
    async requestExport(team: SessionTeam): Promise<TeamExportView> {
      const row = await deps.db.transaction(async (tx) => {
        const repository = createTeamDataRepository(tx, team);
        await repository.lockTeam();
        const latest = await repository.findLatest();
        if (latest && (latest.status === 'queued' || latest.status === 'running')) {
          throw new AppError('conflict', teamDataMessages.exportRunning);
        }
        return repository.insert(team.team.email, deps.now());
      });
      return viewOf(row);
    },

    /**
     * A new team of the admin's organization from an uploaded archive. The team's hourly count of
     * imports is taken before the upload is even received (every attempt costs the server the
     * same reading and checking); `receiveArchive` stores the upload in a temporary file, removed
     * again when the import ends.
     */
    async importArchive(team: SessionTeam, receiveArchive: () => Promise<string>): Promise<TeamImportResult> {
      refuseInPrivateDemo(team.team, 'teamImport');
      const counted = await deps.rateLimiter.hit(`team-import:${team.teamId}`, {
        limit: deps.importsPerHour,
        windowMs: hourMs,
      });
      if (!counted.allowed) {
        throw new AppError(
          'too_many_requests',
          teamDataMessages.tooManyImports(deps.importsPerHour),
          undefined,
          counted.retryAfterSeconds,
        );
      }
      const archivePath = await receiveArchive();
      try {
        return (await importTeamArchive(deps, team, archivePath)).result;
      } finally {
        await rm(archivePath, { force: true });
      }
    },

    /** The worker: builds every due export, one after the other. Returns how many were built. */
    async runDueExports(): Promise<number> {
      let built = 0;
      for (;;) {
        const now = deps.now();
        const row = await deps.db.transaction((tx) =>
          claimDueExport(tx, now, new Date(now.getTime() + exportClaimMs)),
        );
        if (!row) return built;
        if (row.attempts > maxExportAttempts) {
          await updateExport(deps.db, row.id, {
            status: 'failed',
            step: 'Failed',
            error:
              'The archive could not be built. Please try again; if it fails again, contact Sideline support.',
            claimedUntil: null,
          });
          continue;
        }
        try {
          await buildExport(row);
          built += 1;
        } catch (error) {
          // The claim runs out and the next round (or another worker) tries again.
          deps.log(`team export ${row.id} failed (attempt ${row.attempts})`, error);
          await updateExport(deps.db, row.id, { claimedUntil: deps.now() });
        }
      }
    },

    /** The worker: deletes the ZIPs whose keeping time is over. */
    async removeExpiredExports(): Promise<number> {
      const expired = await findExpiredExports(deps.db, deps.now());
      for (const row of expired) {
        if (row.fileKey) {
          await deps.db.transaction(async (tx) => {
            await deleteFileRecord(tx, row.fileKey as string);
            await updateExport(tx, row.id, { status: 'expired', step: 'Deleted', fileKey: null });
          });
          await deps.storage.delete(row.fileKey);
        }
      }
      return expired.length;
    },

    /**
     * The worker: deletes every team whose website closed more than `closedTeamRetentionDays`
     * ago, with every file. The rows go in one transaction per team; the files after it commits
     * (a crash between leaves unreferenced bytes, never a record without its file).
     */
    async deleteClosedTeams(): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - closedTeamRetentionDays * dayMs);
      const due = await deps.subscriptions.findTeamsClosedBefore(cutoff);
      let deleted = 0;
      for (const scope of due) {
        const keys = await deps.db.transaction((tx) => deleteTeamRows(tx, scope));
        if (!keys) continue;
        for (const key of keys) await deps.storage.delete(key);
        deleted += 1;
      }
      return deleted;
    },
  };
}

export type TeamDataService = ReturnType<typeof createTeamDataService>;
