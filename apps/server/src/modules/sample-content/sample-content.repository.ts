import { and, type Column, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { events } from '../../db/schema/events.ts';
import { forms, submittedForms } from '../../db/schema/forms.ts';
import { galleries, photos } from '../../db/schema/galleries.ts';
import { gameCoaches, gamePlayers, games } from '../../db/schema/games.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { coaches, players } from '../../db/schema/roster.ts';
import { sponsors } from '../../db/schema/sponsors.ts';
import { tickets } from '../../db/schema/store.ts';
import { teams } from '../../db/schema/teams.ts';
import {
  type SoftDeletedTable,
  type TeamScope,
  whereTeam,
  whereTeamLive,
} from '../../platform/tenant-scope.ts';

type SampleTable = PgTable & SoftDeletedTable & { id: Column; isSample: Column };

/** The ids to remove, per table. */
export interface SampleRemoval {
  players: string[];
  coaches: string[];
  sponsors: string[];
  games: string[];
  articles: string[];
  galleries: string[];
  submissions: string[];
}

/**
 * The team's sample records (decision 019), what the admin's own records point at, and the removal.
 * It reads across the content tables the way the dashboard's counts do: the question "is this
 * sample record in use" spans every kind at once.
 */
export function createSampleContentRepository(db: DbOrTx, scope: TeamScope) {
  const sample = (table: SampleTable) => whereTeamLive(table, scope, eq(table.isSample, true));
  const own = (table: SampleTable) => whereTeamLive(table, scope, eq(table.isSample, false));
  const gameColumns = {
    id: games.id,
    title: games.title,
    timeOfGame: games.timeOfGame,
    timeTba: games.timeTba,
    opponentName: opponents.name,
  };

  return {
    /** Holds the team row until the transaction ends: two removals of one team run one after the other. */
    async lockTeam(): Promise<void> {
      await db.select({ id: teams.id }).from(teams).where(eq(teams.id, scope.teamId)).for('update');
    },

    /** Every live sample record of each kind, with what names it. */
    async listSampleRecords() {
      const [playerRows, coachRows, sponsorRows, gameRows, articleRows, galleryRows, submissionRows] =
        await Promise.all([
          db
            .select({ id: players.id, name: players.name, alumni: players.alumni })
            .from(players)
            .where(sample(players))
            .orderBy(players.alumni, players.name),
          db
            .select({ id: coaches.id, name: coaches.name, role: coaches.role })
            .from(coaches)
            .where(sample(coaches))
            .orderBy(coaches.role, coaches.name),
          db
            .select({ id: sponsors.id, name: sponsors.name })
            .from(sponsors)
            .where(sample(sponsors))
            .orderBy(sponsors.name),
          db
            .select(gameColumns)
            .from(games)
            .leftJoin(opponents, eq(opponents.id, games.opponentId))
            .where(sample(games))
            .orderBy(games.timeOfGame),
          db
            .select({ id: articles.id, title: articles.title, galleryId: articles.galleryId })
            .from(articles)
            .where(sample(articles))
            .orderBy(articles.title),
          db
            .select({ id: galleries.id, title: galleries.title })
            .from(galleries)
            .where(sample(galleries))
            .orderBy(galleries.title),
          db
            .select({ id: submittedForms.id, emails: submittedForms.emails, formTitle: forms.title })
            .from(submittedForms)
            .leftJoin(forms, eq(forms.id, submittedForms.formId))
            .where(sample(submittedForms))
            .orderBy(submittedForms.timeCreated),
        ]);
      return {
        players: playerRows,
        coaches: coachRows,
        sponsors: sponsorRows,
        games: gameRows,
        articles: articleRows,
        galleries: galleryRows,
        submissions: submissionRows,
      };
    },

    /** The players and coaches in the line-ups of these games. */
    async listLineupMembers(gameIds: readonly string[]) {
      if (gameIds.length === 0) return [];
      const [playerRows, coachRows] = await Promise.all([
        db
          .select({ gameId: gamePlayers.gameId, memberId: gamePlayers.playerId })
          .from(gamePlayers)
          .where(whereTeam(gamePlayers, scope, inArray(gamePlayers.gameId, [...gameIds]))),
        db
          .select({ gameId: gameCoaches.gameId, memberId: gameCoaches.coachId })
          .from(gameCoaches)
          .where(whereTeam(gameCoaches, scope, inArray(gameCoaches.gameId, [...gameIds]))),
      ]);
      return [...playerRows, ...coachRows];
    },

    /**
     * The admin's own live records with the links and tags by which they can use a sample record
     * (events are never seeded, so all of them are the admin's).
     */
    async listOwnRecordLinks() {
      const [gameRows, eventRows, articleRows, galleryRows, photoRows, ticketRows] = await Promise.all([
        db
          .select({ ...gameColumns, articleId: games.articleId, galleryId: games.galleryId })
          .from(games)
          .leftJoin(opponents, eq(opponents.id, games.opponentId))
          .where(own(games)),
        db
          .select({
            id: events.id,
            title: events.title,
            tagIds: events.tagIds,
            articleId: events.articleId,
            galleryId: events.galleryId,
          })
          .from(events)
          .where(whereTeamLive(events, scope)),
        db
          .select({
            id: articles.id,
            title: articles.title,
            gameId: articles.gameId,
            galleryId: articles.galleryId,
            playerId: articles.playerId,
            coachId: articles.coachId,
            tags: articles.tags,
          })
          .from(articles)
          .where(own(articles)),
        db
          .select({
            id: galleries.id,
            title: galleries.title,
            gameId: galleries.gameId,
            articleId: galleries.articleId,
            playerId: galleries.playerId,
            coachId: galleries.coachId,
            tagIds: galleries.tagIds,
          })
          .from(galleries)
          .where(own(galleries)),
        db
          .select({ id: photos.id, title: photos.title, galleryId: photos.galleryId, tagIds: photos.tagIds })
          .from(photos)
          .where(own(photos)),
        db
          .select({ gameId: tickets.gameId, count: sql<number>`count(*)::int` })
          .from(tickets)
          .where(whereTeamLive(tickets, scope, sql`${tickets.gameId} is not null`))
          .groupBy(tickets.gameId),
      ]);
      return {
        games: gameRows,
        events: eventRows,
        articles: articleRows,
        galleries: galleryRows,
        photos: photoRows,
        tickets: ticketRows,
      };
    },

    /**
     * Deletes the records for good (they were never the admin's), in the caller's transaction:
     * galleries with their photos, games with their line-ups (the foreign keys cascade). Only
     * sample records are touched, whatever ids are passed.
     */
    async removeRecords(removal: SampleRemoval) {
      const remove = async (table: SampleTable, ids: string[]) => {
        if (ids.length === 0) return;
        await db.delete(table).where(and(sample(table), inArray(table.id, ids)));
      };
      if (removal.galleries.length > 0) {
        await db.delete(photos).where(whereTeam(photos, scope, inArray(photos.galleryId, removal.galleries)));
      }
      await remove(galleries, removal.galleries);
      await remove(articles, removal.articles);
      await remove(games, removal.games);
      await remove(players, removal.players);
      await remove(coaches, removal.coaches);
      await remove(sponsors, removal.sponsors);
      await remove(submittedForms, removal.submissions);
    },
  };
}

export type SampleContentRepository = ReturnType<typeof createSampleContentRepository>;
