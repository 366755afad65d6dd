import type { ImageVariant } from '@sideline/domain';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { type MediaVariantFile, mediaAssets } from '../../db/schema/media.ts';
import { files } from '../../db/schema/platform.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type MediaAssetInsert = Omit<typeof mediaAssets.$inferInsert, 'teamId'> & {
  id: string;
  timeCreated: Date;
};
export type FileInsert = Omit<typeof files.$inferInsert, 'teamId'>;

/** Where a page of the library starts: after the image created at `timeCreated` with `id`. */
export interface MediaPageStart {
  timeCreated: Date;
  id: string;
}

/** The media library of one team (decision 012) and the `files` rows of its variants. */
export function createMediaRepository(db: DbOrTx, scope: TeamScope) {
  return {
    /** Adds an image with its variants' files (call inside a transaction: both or neither). */
    async insertAsset(asset: MediaAssetInsert, fileRows: FileInsert[]): Promise<MediaAssetRow> {
      const [row] = await db
        .insert(mediaAssets)
        .values({ ...asset, teamId: scope.teamId })
        .returning();
      await this.insertFiles(fileRows);
      return requireRow(row, 'mediaAssets');
    },

    async insertFiles(fileRows: FileInsert[]): Promise<void> {
      if (fileRows.length)
        await db.insert(files).values(fileRows.map((row) => ({ ...row, teamId: scope.teamId })));
    },

    /** One of the team's images; `forUpdate` locks it until the transaction ends. */
    async findById(id: string, options: { forUpdate?: boolean } = {}): Promise<MediaAssetRow | null> {
      const query = db
        .select()
        .from(mediaAssets)
        .where(whereTeam(mediaAssets, scope, eq(mediaAssets.id, id)))
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Up to `limit` images, newest first, after `start` when given. */
    async listPage(limit: number, start: MediaPageStart | null): Promise<MediaAssetRow[]> {
      const after = start
        ? or(
            lt(mediaAssets.timeCreated, start.timeCreated),
            and(eq(mediaAssets.timeCreated, start.timeCreated), lt(mediaAssets.id, start.id)),
          )
        : undefined;
      return db
        .select()
        .from(mediaAssets)
        .where(whereTeam(mediaAssets, scope, after))
        .orderBy(desc(mediaAssets.timeCreated), desc(mediaAssets.id))
        .limit(limit);
    },

    /** Records a variant made after the upload (adds it to the image's variant map). */
    async addVariant(id: string, variant: ImageVariant, file: MediaVariantFile): Promise<void> {
      await db
        .update(mediaAssets)
        .set({ variants: sql`${mediaAssets.variants} || ${JSON.stringify({ [variant]: file })}::jsonb` })
        .where(whereTeam(mediaAssets, scope, eq(mediaAssets.id, id)));
    },

    /** The upload metadata of one of the team's files (copied onto variants made later). */
    async findFileMetadata(key: string): Promise<Record<string, string>> {
      const [row] = await db
        .select({ metadata: files.metadata })
        .from(files)
        .where(whereTeam(files, scope, eq(files.key, key)))
        .limit(1);
      return row?.metadata ?? {};
    },
  };
}
