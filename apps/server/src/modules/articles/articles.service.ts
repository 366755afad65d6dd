import {
  type Article,
  type ArticleListFilter,
  type ArticleOptions,
  type ArticleUpdate,
  articleMessages,
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  chooseFreeTeamSlug,
  formatGameDate,
  formatWallTime,
  noStoredImage,
  parseWallTime,
  requireTeamSportsType,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { createLinkedContentRepository } from '../content-sections/linked-content.repository.ts';
import { findOwnRecordIds, type OwnRecordKind } from '../content-sections/own-records.ts';
import { toGameOption } from '../content-sections/tag-options.ts';
import { findTeamSportsType, findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import type { GamesService } from '../games/games.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { type ArticleRow, type ArticleValues, createArticlesRepository } from './articles.repository.ts';
import { buildGameRecap } from './game-recap.ts';

const notFound = () => new AppError('not_found', articleMessages.notFound);

/**
 * Articles (spec part 2 §3, §4, §7, §8; issue 9): list by sub-section with search, read, create,
 * update, delete with the gallery it owns, a gallery made for an article, and a game recap drafted
 * from a finished game's box score. Content is sanitized before it is stored.
 */
export function createArticlesService(deps: {
  db: Db;
  media: MediaService;
  games: GamesService;
  now: () => Date;
}) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createArticlesRepository(db, scope);

  async function toArticle(scope: TeamScope, row: ArticleRow): Promise<Article> {
    const [timeZone, gallery] = await Promise.all([
      findTeamTimeZone(deps.db, scope),
      row.galleryId ? repositoryOf(scope).findGallery(row.galleryId) : undefined,
    ]);
    return {
      id: row.id,
      title: row.title,
      url: row.url,
      author: row.author,
      content: row.content,
      mobileContent: row.mobileContent,
      featureImage: row.featureImage,
      timeOfArticle: formatWallTime(row.timeOfArticle, timeZone),
      notes: row.notes,
      seasonId: row.seasonId ?? '',
      gameId: row.gameId ?? '',
      eventId: row.eventId ?? '',
      practiceId: row.practiceId ?? '',
      galleryId: row.galleryId ?? '',
      tags: row.tags,
      published: row.published,
      gallery: gallery ? { id: gallery.id, title: gallery.title, photoCount: gallery.photoCount } : null,
      timeCreated: row.timeCreated.toISOString(),
      timeModified: row.timeModified.toISOString(),
    };
  }

  /** Every linked id must be one of the team's own live records of its kind. */
  async function checkOwnLinks(scope: TeamScope, input: ArticleUpdate, articleId: string | null) {
    const links: [OwnRecordKind, string][] = [
      ['season', input.seasonId],
      ['game', input.gameId],
      ['event', input.eventId],
      ['event', input.practiceId],
      ['gallery', input.galleryId],
    ];
    for (const [kind, id] of links) {
      if (id && !(await findOwnRecordIds(deps.db, scope, kind, [id])).has(id)) {
        throw invalidField(kind === 'gallery' ? 'galleryId' : `${kind}Id`, articleMessages.unknownLink);
      }
    }
    const tags = [...new Set(input.tags)];
    const [players, coaches] = await Promise.all([
      findOwnRecordIds(deps.db, scope, 'player', tags),
      findOwnRecordIds(deps.db, scope, 'coach', tags),
    ]);
    if (tags.some((id) => !players.has(id) && !coaches.has(id)))
      throw invalidField('tags', articleMessages.unknownTag);
    if (input.galleryId) {
      const gallery = await repositoryOf(scope).findGallery(input.galleryId);
      if (!gallery || gallery.isMyLibrary) throw invalidField('galleryId', articleMessages.unknownLink);
      if (gallery.articleId && gallery.articleId !== articleId)
        throw invalidField('galleryId', articleMessages.galleryTaken);
    }
    return { players, coaches, tags };
  }

  async function buildValues(
    scope: TeamScope,
    input: ArticleUpdate,
    stored: ArticleRow | null,
  ): Promise<ArticleValues> {
    const { players, coaches, tags } = await checkOwnLinks(scope, input, stored?.id ?? null);
    const repository = repositoryOf(scope);
    // The address stays as saved unless the admin changes it; a new article's is written from its title.
    let url = input.url || stored?.url || '';
    if (!url) url = chooseFreeTeamSlug(buildUrlId(input.title), await repository.listUrls());
    else if (await repository.isUrlTaken(url, stored?.id))
      throw invalidField('url', articleMessages.addressTaken);
    const timeZone = await findTeamTimeZone(deps.db, scope);
    const timeOfArticle = input.timeOfArticle
      ? parseWallTime(input.timeOfArticle, timeZone)
      : (stored?.timeOfArticle ?? deps.now());
    if (!timeOfArticle) throw invalidField('timeOfArticle', articleMessages.enterTime);
    const featureImage = await deps.media.resolveImageSlot(
      scope,
      input.featureImage,
      stored?.featureImage ?? noStoredImage,
      'feature',
      { field: 'featureImage' },
    );
    return {
      title: input.title,
      url,
      author: input.author,
      content: sanitizeRichText(input.content),
      mobileContent: sanitizeRichText(input.mobileContent),
      featureImage,
      timeOfArticle,
      notes: input.notes,
      seasonId: input.seasonId || null,
      gameId: input.gameId || null,
      eventId: input.eventId || null,
      practiceId: input.practiceId || null,
      playerId: tags.find((id) => players.has(id)) ?? null,
      coachId: tags.find((id) => coaches.has(id)) ?? null,
      galleryId: input.galleryId || null,
      tags,
      published: input.published,
    };
  }

  /** Writes the article and its gallery link in one transaction. */
  async function save(scope: TeamScope, values: ArticleValues, id: string | null): Promise<ArticleRow> {
    const sportsType = await findTeamSportsType(deps.db, scope);
    return deps.db.transaction(async (tx) => {
      const repository = repositoryOf(scope, tx);
      const row = id
        ? await repository.update(id, values)
        : await repository.insert({ ...values, sportsType });
      if (!row) throw notFound();
      await repository.linkGallery(row.id, row.galleryId, row.published);
      return row;
    });
  }

  return {
    async list(
      scope: TeamScope,
      query: ContentListQuery & { about: ArticleListFilter },
    ): Promise<ContentListResponse> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const rows = await repositoryOf(scope).listRows(query.about);
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => `${row.title} ${row.author}`);
      return {
        items: page.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: [formatGameDate(row.timeOfArticle, timeZone), row.author].filter(Boolean).join(' · '),
          imageLink: row.featureImage.link,
          published: row.published,
          isSample: row.isSample,
        })),
        total,
        nextCursor,
      };
    },

    async get(scope: TeamScope, id: string): Promise<Article> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toArticle(scope, row);
    },

    async options(scope: TeamScope, articleId?: string): Promise<ArticleOptions> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const rows = await repositoryOf(scope).listOptions(articleId);
      return {
        seasons: rows.seasonRows,
        games: rows.gameRows.map((game) => ({
          ...toGameOption(game, timeZone),
          isFinished: game.status === 'finished',
        })),
        events: rows.eventRows.filter((e) => e.eventType === 'event').map(({ id, name }) => ({ id, name })),
        practices: rows.eventRows
          .filter((e) => e.eventType === 'practice')
          .map(({ id, name }) => ({ id, name })),
        players: rows.playerRows,
        coaches: rows.coachRows,
        galleries: rows.galleryRows,
      };
    },

    async create(scope: TeamScope, input: ArticleUpdate): Promise<Article> {
      return toArticle(scope, await save(scope, await buildValues(scope, input, null), null));
    },

    async update(scope: TeamScope, id: string, input: ArticleUpdate): Promise<Article> {
      const stored = await repositoryOf(scope).findById(id);
      if (!stored) throw notFound();
      return toArticle(scope, await save(scope, await buildValues(scope, input, stored), id));
    },

    /** Spec part 2 §4: deleting an article removes its gallery and photos, in one transaction. */
    async remove(scope: TeamScope, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const article = await repository.findById(id, { forUpdate: true });
        if (!article) throw notFound();
        await repository.hardDelete(id);
        await createLinkedContentRepository(tx, scope).removeGalleries([article.galleryId]);
      });
    },

    /** A new gallery owned by the article, titled and shown like it: the photos go there. */
    async createGallery(scope: TeamScope, id: string): Promise<Article> {
      const repository = repositoryOf(scope);
      const article = await repository.findById(id);
      if (!article) throw notFound();
      if (article.galleryId) throw new AppError('conflict', articleMessages.hasGallery);
      const [sportsType, urlIds] = await Promise.all([
        findTeamSportsType(deps.db, scope),
        repository.listGalleryUrlIds(),
      ]);
      const row = await deps.db.transaction(async (tx) => {
        const inTx = repositoryOf(scope, tx);
        const gallery = await inTx.insertGallery({
          title: article.title,
          urlId: chooseFreeTeamSlug(buildUrlId(article.title), urlIds),
          articleId: article.id,
          published: article.published,
          timeOfGallery: article.timeOfArticle,
          sportsType,
        });
        const updated = await inTx.setGallery(article.id, gallery.id);
        if (!updated) throw notFound();
        return updated;
      });
      return toArticle(scope, row);
    },

    /**
     * An unpublished article drafted from a finished game's box score (issue 9 "Game recap"),
     * linked to the game and its season; nothing is published until the admin says so.
     */
    async draftRecap(scope: TeamScope, teamName: string, gameId: string): Promise<Article> {
      const played = await deps.games.findPlayedGame(scope, gameId);
      if (!played) throw invalidField('gameId', articleMessages.recapUnknownGame);
      const { game, opponentName, lineup, playerNames: names } = played;
      if (game.status !== 'finished' || !game.stats)
        throw invalidField('gameId', articleMessages.recapNeedsFinishedGame);
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const recap = buildGameRecap({
        sheet: game.stats,
        sportsType: requireTeamSportsType(game.sportsType),
        ourName: teamName,
        opponentName: opponentName || 'Opponent',
        isHomeGame: game.homeGame,
        date: formatGameDate(game.timeOfGame, timeZone),
        venue: game.venue,
        players: new Map(
          lineup.map((p) => [
            p.playerId,
            { name: names.get(p.playerId) ?? 'Unknown player', number: p.number },
          ]),
        ),
      });
      const repository = repositoryOf(scope);
      const [sportsType, urls] = await Promise.all([
        findTeamSportsType(deps.db, scope),
        repository.listUrls(),
      ]);
      const row = await deps.db.transaction(async (tx) => {
        const inTx = repositoryOf(scope, tx);
        const inserted = await inTx.insert({
          title: recap.title,
          url: chooseFreeTeamSlug(buildUrlId(recap.title), urls),
          author: '',
          content: sanitizeRichText(recap.html),
          mobileContent: '',
          featureImage: game.featureImage,
          timeOfArticle: deps.now(),
          notes: '',
          seasonId: game.seasonId,
          gameId: game.id,
          eventId: null,
          practiceId: null,
          playerId: null,
          coachId: null,
          galleryId: null,
          tags: [],
          published: false,
          sportsType,
        });
        // The game's page links its report; a game that has one keeps it.
        await inTx.linkGameArticle(game.id, inserted.id);
        return inserted;
      });
      return toArticle(scope, row);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
