import { z } from 'zod';
import type { SubscriptionStatus } from '../going-live/site-publishing.ts';

/**
 * A team's data to take away (issue 25, docs/decisions/032): "Download everything" builds a ZIP of
 * every record the team owns (one JSON file per table) and every file; an import makes a new team
 * of the admin's organization from such an archive.
 */

/** What the archive's manifest names itself; an archive without it is not ours. */
export const teamArchiveFormat = 'sideline-team-archive';
/** The archive layout this version writes and reads; a newer one is refused. */
export const teamArchiveFormatVersion = 1;

/** Days an export's ZIP stays downloadable before the worker deletes it. */
export const teamExportKeepDays = 7;
/** Days a closed team's data stays retrievable (the agreement's promise), then it is deleted. */
export const closedTeamRetentionDays = 30;

/** Bounds of an uploaded archive: it is untrusted input. */
export const teamArchiveLimits = {
  /** The uploaded ZIP itself. */
  maxArchiveBytes: 200 * 1024 * 1024,
  /** Entries in the ZIP (tables, the README, the manifest and the files). */
  maxEntries: 20_000,
  /** One entry, uncompressed. */
  maxEntryBytes: 50 * 1024 * 1024,
  /** All entries together, uncompressed (a ZIP bomb stops here). */
  maxTotalBytes: 1024 * 1024 * 1024,
  /**
   * Records in one table: well above a club's years of games, line-ups and photos (a line-up of
   * 40 for 100 games a year is 4,000 a year), and a bound on the work one table can ask for.
   */
  maxRowsPerTable: 100_000,
  /**
   * The fewest bytes one record takes in a table's JSON: every record names its team
   * (`{"teamId":"<uuid>"}` and a comma). A table smaller than its declared rows need is refused
   * before it is read.
   */
  minRowBytes: 50,
} as const;

/** Imports one team may start per hour (each costs seconds of CPU and a new team). */
export const defaultTeamImportsPerHour = 10;

export const teamExportStatuses = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type TeamExportStatus = (typeof teamExportStatuses)[number];

export const teamExportViewSchema = z.object({
  id: z.string(),
  status: z.enum(teamExportStatuses),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** What the worker is doing ("Files 12 of 40"). */
  step: z.string(),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the ZIP is deleted (ready exports). */
  expiresAt: z.string().nullable(),
  /** The ZIP's address while it is kept (a private file of the team). */
  downloadUrl: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TeamExportView = z.infer<typeof teamExportViewSchema>;

export const teamClosureViewSchema = z.object({
  /** When the website subscription ended. */
  closedAt: z.string(),
  /** When the team and its files are deleted. */
  deletionAt: z.string(),
});
export type TeamClosureView = z.infer<typeof teamClosureViewSchema>;

export const teamDataStatusSchema = z.object({
  latestExport: teamExportViewSchema.nullable(),
  closure: teamClosureViewSchema.nullable(),
});
export type TeamDataStatus = z.infer<typeof teamDataStatusSchema>;

export const teamImportResultSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  slug: z.string(),
  /** The new team's site address (/sites/{slug}); it is not published. */
  sitePath: z.string(),
  /** Rows made per table (tables with none are left out). */
  importedRows: z.record(z.string(), z.number().int()),
  importedFiles: z.number().int(),
  /** Tables the archive keeps for reference only (payment account, agreements, subscriptions, orders). */
  referenceOnlyTables: z.array(z.string()),
});
export type TeamImportResult = z.infer<typeof teamImportResultSchema>;

/** One table of the archive: `tables/{name}.json`, an array of records. */
export const teamArchiveTableEntrySchema = z.object({
  name: z.string().regex(/^[a-z_]+$/),
  file: z.string(),
  rows: z.number().int().min(0),
  /** False for reference-only tables: an import leaves them out. */
  imported: z.boolean(),
});

/** One stored file of the team: `files/{key}`, its `files` record is in tables/files.json. */
export const teamArchiveFileEntrySchema = z.object({
  key: z.string(),
  path: z.string(),
  size: z.number().int().min(0),
});

/** `manifest.json`, the archive's table of contents. */
export const teamArchiveManifestSchema = z.object({
  format: z.literal(teamArchiveFormat),
  formatVersion: z.number().int().min(1),
  exportedAt: z.string(),
  team: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  tables: z.array(teamArchiveTableEntrySchema),
  files: z.array(teamArchiveFileEntrySchema),
});
export type TeamArchiveManifest = z.infer<typeof teamArchiveManifestSchema>;

/** An archive's size as people read it ("159 KB", "12.4 MB"). */
export function formatArchiveSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const teamDataMessages = {
  exportRunning: 'An export of your team is already being prepared. You will get a mail when it is ready.',
  archiveMissing: 'Please choose the ZIP archive to import (a "Download everything" archive of Sideline).',
  archiveTooLarge: `The archive is larger than ${mb(teamArchiveLimits.maxArchiveBytes)}, the most an import takes.`,
  archiveDamaged: (detail: string) =>
    `This archive is damaged or is not a Sideline team archive (${detail}). Download everything again and import the new archive.`,
  archiveNewerVersion: (version: number) =>
    `This archive was made by a newer version of Sideline (archive format ${version}; this one reads up to ${teamArchiveFormatVersion}). It cannot be imported here.`,
  archiveUnsafePath: (path: string) =>
    `The archive holds an entry with an unsafe name ("${path.slice(0, 80)}") and was not imported.`,
  archiveTooManyEntries: `The archive holds more than ${teamArchiveLimits.maxEntries} entries, the most an import takes.`,
  archiveEntryTooLarge: (path: string) =>
    `The entry "${path.slice(0, 80)}" is larger than ${mb(teamArchiveLimits.maxEntryBytes)}, the most an import takes.`,
  archiveContentTooLarge: `The archive unpacks to more than ${mb(teamArchiveLimits.maxTotalBytes)}, the most an import takes.`,
  archiveTableTooLarge: (table: string) =>
    `The table ${table} of the archive holds more than ${teamArchiveLimits.maxRowsPerTable.toLocaleString('en-US')} records, the most an import takes.`,
  archiveTableMismatch: (table: string, found: number, declared: number) =>
    `The table ${table} of the archive holds ${found.toLocaleString('en-US')} records where its manifest lists ${declared.toLocaleString('en-US')}: the archive was changed after it was made and was not imported.`,
  archiveNulCharacter: (table: string, field: string) =>
    `The table ${table} of the archive holds a NUL character (not allowed in any text) in the field ${field}: the archive was not imported.`,
  archiveOutsideReference: (table: string, field: string) =>
    `The table ${table} of the archive points at a record that is not in the archive (field ${field}): an import links only to its own records, so it was not imported.`,
  tooManyImports: (perHour: number) =>
    `Your team has already started ${perHour} imports this hour, the most it may. Please try again after the hour.`,
  exportReadySubject: (teamName: string) => `${teamName}: your data is ready to download`,
};

/** The website subscription as the closure rule reads it. */
export interface WebsiteSubscriptionFacts {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  /** When the provider reported the last change (the end, for a canceled one). */
  lastEventAt: Date | null;
}

/**
 * When a team's website closed: its website subscription has ended (canceled, as the provider
 * reports a subscription that ended at its period's end or was cancelled at once) and the paid
 * period is over. The earlier of the period's end and the provider's report of the end: a trial
 * cancelled at once ends then, not at the trial's planned end. Null while the site is not closed
 * (running, never started, or still inside its last period).
 */
export function websiteClosedAt(subscription: WebsiteSubscriptionFacts | null, now: Date): Date | null {
  if (subscription?.status !== 'canceled') return null;
  const ends = [subscription.currentPeriodEnd, subscription.lastEventAt].filter((d): d is Date => d !== null);
  if (!ends.length) return null;
  const closedAt = new Date(Math.min(...ends.map((d) => d.getTime())));
  return closedAt <= now ? closedAt : null;
}

/** When a team closed at `closedAt` is deleted with its files. */
export function closedTeamDeletionAt(closedAt: Date): Date {
  return new Date(closedAt.getTime() + closedTeamRetentionDays * 24 * 60 * 60 * 1000);
}

export const closedSiteMessages = {
  heading: (teamName: string) => `The ${teamName} website is closed`,
  message: (teamName: string) =>
    `${teamName} has closed its website on Sideline. Its pages, store and forms are no longer available here.`,
};
