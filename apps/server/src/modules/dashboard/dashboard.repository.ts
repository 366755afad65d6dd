import type { DashboardCounts } from '@sideline/domain';
import { and, asc, desc, eq, gt, gte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { events } from '../../db/schema/events.ts';
import { forms, submittedForms } from '../../db/schema/forms.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { games } from '../../db/schema/games.ts';
import { leagues } from '../../db/schema/leagues.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { seasons } from '../../db/schema/seasons.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import { products, tickets } from '../../db/schema/store.ts';
import { teams } from '../../db/schema/teams.ts';
import { type SoftDeletedTable, type TeamScope, whereTeamLive } from '../../platform/tenant-scope.ts';

/** Queries of the portal dashboard, for one team. */
export function createDashboardRepository(db: DbOrTx, scope: TeamScope) {
  const count = <T extends SoftDeletedTable & Parameters<DbOrTx['$count']>[0]>(
    table: T,
    ...conditions: SQL[]
  ) => db.$count(table, whereTeamLive(table, scope, ...conditions));

  return {
    /** How many live (not deleted) records of each kind the team has, in one round trip. */
    async countContent(): Promise<DashboardCounts> {
      const [row] = await db
        .select({
          players: count(players, eq(players.alumni, false)),
          alumni: count(players, eq(players.alumni, true)),
          coaches: count(coaches, eq(coaches.role, 'coach')),
          executiveBoard: count(coaches, eq(coaches.role, 'executive')),
          seasons: count(seasons),
          games: count(games),
          events: count(events, eq(events.eventType, 'event')),
          practices: count(events, eq(events.eventType, 'practice')),
          articles: count(articles),
          galleries: count(galleries),
          photos: count(photos),
          sponsors: count(sponsors),
          opponents: count(opponents),
          leagues: count(leagues),
          forms: count(forms),
          submissions: count(submittedForms),
          // The inbox counts the same way (form-submissions.repository.ts): not deleted, unread.
          unreadSubmissions: count(submittedForms, eq(submittedForms.read, false)),
          products: count(products),
          tickets: count(tickets),
        })
        .from(teams)
        .where(eq(teams.id, scope.teamId));
      if (!row) throw new Error(`Team ${scope.teamId} does not exist`);
      return row;
    },

    /**
     * The checklist's content steps: records the admin made or changed, not the seeded samples
     * (a sample edited or deleted counts as the admin's edit: its modification time moved).
     */
    async findContentFirsts() {
      const isOwnOrEdited = (table: typeof players | typeof coaches) =>
        or(
          eq(table.isSample, false),
          gt(table.timeModified, sql`${table.timeCreated} + interval '1 second'`),
        );
      const exists = (table: typeof players | typeof coaches) =>
        sql<boolean>`exists (select 1 from ${table} where ${and(eq(table.teamId, scope.teamId), isOwnOrEdited(table))})`;
      const [row] = await db
        .select({
          hasEditedRoster: sql<boolean>`(${exists(players)} or ${exists(coaches)})`,
          ownGames: count(games, eq(games.isSample, false)),
          ownArticles: count(articles, eq(articles.isSample, false)),
          products: count(products),
        })
        .from(teams)
        .where(eq(teams.id, scope.teamId));
      return {
        hasEditedRoster: row?.hasEditedRoster === true,
        hasOwnGame: (row?.ownGames ?? 0) > 0,
        hasOwnArticle: (row?.ownArticles ?? 0) > 0,
        hasProduct: (row?.products ?? 0) > 0,
      };
    },

    /** The next home game from now (scheduled, not deleted), with the opponent's name. */
    async findNextHomeGame(now: Date) {
      const [row] = await db
        .select({
          id: games.id,
          title: games.title,
          opponent: opponents.name,
          startsAt: games.timeOfGame,
          venue: games.venue,
        })
        .from(games)
        .leftJoin(opponents, eq(opponents.id, games.opponentId))
        .where(
          whereTeamLive(
            games,
            scope,
            eq(games.homeGame, true),
            eq(games.status, 'scheduled'),
            gte(games.timeOfGame, now),
          ),
        )
        .orderBy(asc(games.timeOfGame))
        .limit(1);
      return row ?? null;
    },

    /** The latest form submissions in the inbox (not deleted), newest first. */
    async findRecentSubmissions(limit: number) {
      return db
        .select({
          id: submittedForms.id,
          formTitle: forms.title,
          emails: submittedForms.emails,
          sentAt: submittedForms.timeCreated,
          isRead: submittedForms.read,
        })
        .from(submittedForms)
        .leftJoin(forms, eq(forms.id, submittedForms.formId))
        .where(whereTeamLive(submittedForms, scope))
        .orderBy(desc(submittedForms.timeCreated))
        .limit(limit);
    },
  };
}
