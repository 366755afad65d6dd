import type { DesignPreviewSamples, WebsiteStyles } from '@sideline/domain';
import { asc, type Column, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { customPages } from '../../db/schema/custom-pages.ts';
import { events } from '../../db/schema/events.ts';
import { forms } from '../../db/schema/forms.ts';
import { galleries } from '../../db/schema/galleries.ts';
import { games } from '../../db/schema/games.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { teams } from '../../db/schema/teams.ts';
import { type SoftDeletedTable, type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

/**
 * Website → Design of one team: its `website.styles`, and what the editor offers around it (the
 * pages nav links can point to, a record of each detail page type to preview designs on).
 */
export function createWebsiteDesignRepository(db: DbOrTx, scope: TeamScope) {
  const ownTeam = eq(teams.id, scope.teamId);
  const styles = sql<WebsiteStyles>`${teams.website} -> 'styles'`;
  type Published = SoftDeletedTable & { published: Column };
  const published = (table: Published, condition?: SQL) =>
    whereTeamLive(table, scope, eq(table.published, true), condition);

  /** The first value of a column among the team's live records (published or not), in `order`. */
  async function findFirst(
    table: PgTable & SoftDeletedTable,
    column: PgColumn,
    order: SQL,
    condition?: SQL,
  ): Promise<string | null> {
    const [row] = await db
      .select({ value: column })
      .from(table)
      .where(whereTeamLive(table, scope, condition))
      .orderBy(order)
      .limit(1);
    return typeof row?.value === 'string' ? row.value : null;
  }

  return {
    /** The stored styles; `forUpdate` locks the team row until the transaction ends. */
    async findStyles(options: { forUpdate?: boolean } = {}): Promise<WebsiteStyles> {
      const query = db.select({ styles }).from(teams).where(ownTeam).limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row.styles;
    },

    /** Replaces `website.styles` in place, so a concurrent save of another website part stays. */
    async saveStyles(next: WebsiteStyles): Promise<WebsiteStyles> {
      const [row] = await db
        .update(teams)
        .set({ website: sql`jsonb_set(${teams.website}, '{styles}', ${JSON.stringify(next)}::jsonb)` })
        .where(ownTeam)
        .returning({ styles });
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row.styles;
    },

    /** Seasons and public forms visitors can open: what nav links may point to. */
    async listLinkableContent() {
      const [seasonRows, customPageRows, formRows] = await Promise.all([
        db
          .select({ id: seasons.id, name: seasons.name })
          .from(seasons)
          .where(published(seasons))
          .orderBy(desc(seasons.timeCreated)),
        db
          .select({ urlId: customPages.urlId, title: customPages.title })
          .from(customPages)
          .where(published(customPages))
          .orderBy(asc(customPages.title)),
        db
          .select({ slug: forms.slug, title: forms.title })
          .from(forms)
          .where(published(forms, eq(forms.isPublic, true)))
          .orderBy(asc(forms.title)),
      ]);
      return { seasons: seasonRows, customPages: customPageRows, forms: formRows };
    },

    /**
     * One record of each detail page type, published or not (the admin preview shows both): the
     * one the site lists first.
     */
    async findPreviewSamples(): Promise<DesignPreviewSamples> {
      const [player, coach, boardMember, game, event, article, gallery] = await Promise.all([
        findFirst(players, players.urlId, asc(players.name), eq(players.alumni, false)),
        findFirst(coaches, coaches.urlId, desc(coaches.order), eq(coaches.role, 'coach')),
        findFirst(coaches, coaches.urlId, desc(coaches.order), eq(coaches.role, 'executive')),
        findFirst(games, games.id, desc(games.timeOfGame)),
        findFirst(events, events.urlId, desc(events.timeOfEvent)),
        findFirst(articles, articles.url, desc(articles.timeOfArticle)),
        findFirst(
          galleries,
          galleries.urlId,
          desc(galleries.timeOfGallery),
          eq(galleries.isMyLibrary, false),
        ),
      ]);
      return { player, coach, boardMember, game, event, article, gallery };
    },
  };
}
