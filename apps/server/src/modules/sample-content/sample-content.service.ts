import {
  buildDefaultGameTitle,
  type KeptSampleRecord,
  sampleKeptReasons as reasons,
  type SampleContentRemoval,
  type SampleContentResponse,
  type SampleRecord,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import {
  createSampleContentRepository,
  type SampleContentRepository,
  type SampleRemoval,
} from './sample-content.repository.ts';

type SampleRows = Awaited<ReturnType<SampleContentRepository['listSampleRecords']>>;
type GameNaming = { title: string; timeOfGame: Date; timeTba: boolean; opponentName: string | null };

/** The sample records as the portal names them, in the order of the kinds. */
function describeSampleRecords(rows: SampleRows, gameTitle: (game: GameNaming) => string): SampleRecord[] {
  return [
    ...rows.players.map((p) => ({
      kind: p.alumni ? ('alumnus' as const) : ('player' as const),
      id: p.id,
      title: p.name,
    })),
    ...rows.coaches.map((c) => ({
      kind: c.role === 'executive' ? ('board member' as const) : ('coach' as const),
      id: c.id,
      title: c.name,
    })),
    ...rows.sponsors.map((s) => ({ kind: 'sponsor' as const, id: s.id, title: s.name })),
    ...rows.games.map((g) => ({ kind: 'game' as const, id: g.id, title: gameTitle(g) })),
    ...rows.articles.map((a) => ({ kind: 'article' as const, id: a.id, title: a.title })),
    ...rows.galleries.map((g) => ({ kind: 'gallery' as const, id: g.id, title: g.title })),
    ...rows.submissions.map((s) => ({
      kind: 'submission' as const,
      id: s.id,
      title: [s.formTitle, s.emails[0]].filter(Boolean).join(' from ') || 'Form submission',
    })),
  ];
}

/**
 * Why each sample record in use stays (decision 019): a link, tag or line-up place in one of the
 * admin's own records, tickets on sale, and then what a kept sample game or article is made of.
 */
async function findKeptReasons(
  repository: SampleContentRepository,
  rows: SampleRows,
  gameTitle: (game: GameNaming) => string,
): Promise<Map<string, string>> {
  const sampleIds = new Set(describeSampleRecords(rows, gameTitle).map((record) => record.id));
  const kept = new Map<string, string>();
  const keep = (id: string | null | undefined, reason: () => string) => {
    if (id && sampleIds.has(id) && !kept.has(id)) kept.set(id, reason());
  };
  const keepAll = (ids: readonly string[], reason: () => string) => {
    for (const id of ids) keep(id, reason);
  };

  const own = await repository.listOwnRecordLinks();
  const ownGames = new Map(own.games.map((game) => [game.id, game]));
  for (const member of await repository.listLineupMembers([...ownGames.keys()])) {
    keep(member.memberId, () => reasons.inLineup(gameTitle(ownGames.get(member.gameId)!)));
  }
  for (const game of own.games) {
    const linked = () => reasons.linkedFrom('game', gameTitle(game));
    keep(game.articleId, linked);
    keep(game.galleryId, linked);
  }
  for (const event of own.events) {
    keep(event.articleId, () => reasons.linkedFrom('event', event.title));
    keep(event.galleryId, () => reasons.linkedFrom('event', event.title));
    keepAll(event.tagIds, () => reasons.taggedIn('event', event.title));
  }
  for (const article of own.articles) {
    const linked = () => reasons.linkedFrom('article', article.title);
    for (const id of [article.gameId, article.galleryId, article.playerId, article.coachId]) keep(id, linked);
    keepAll(article.tags, () => reasons.taggedIn('article', article.title));
  }
  for (const gallery of own.galleries) {
    const linked = () => reasons.linkedFrom('gallery', gallery.title);
    for (const id of [gallery.gameId, gallery.articleId, gallery.playerId, gallery.coachId]) keep(id, linked);
    keepAll(gallery.tagIds, () => reasons.taggedIn('gallery', gallery.title));
  }
  const ownPhotoCounts = new Map<string, number>();
  for (const photo of own.photos) {
    ownPhotoCounts.set(photo.galleryId, (ownPhotoCounts.get(photo.galleryId) ?? 0) + 1);
    keepAll(photo.tagIds, () => reasons.taggedIn('photo', photo.title || 'untitled'));
  }
  for (const [galleryId, count] of ownPhotoCounts) keep(galleryId, () => reasons.hasOwnPhotos(count));
  for (const ticket of own.tickets) keep(ticket.gameId, () => reasons.hasTickets(ticket.count));

  // A kept sample game keeps its line-up, a kept sample article its gallery.
  const sampleGames = new Map(rows.games.map((game) => [game.id, game]));
  const keptGameIds = [...sampleGames.keys()].filter((id) => kept.has(id));
  for (const member of await repository.listLineupMembers(keptGameIds)) {
    keep(member.memberId, () => reasons.partOfKept('game', gameTitle(sampleGames.get(member.gameId)!)));
  }
  for (const article of rows.articles) {
    if (kept.has(article.id)) keep(article.galleryId, () => reasons.partOfKept('article', article.title));
  }
  return kept;
}

/** Sample content (issue 19, decision 019): what the team still has, and its removal. */
export function createSampleContentService(deps: { db: Db }) {
  async function loadSampleRecords(scope: TeamScope, db: DbOrTx) {
    const repository = createSampleContentRepository(db, scope);
    const [rows, timeZone] = await Promise.all([repository.listSampleRecords(), findTeamTimeZone(db, scope)]);
    const gameTitle = (game: GameNaming) =>
      game.title ||
      buildDefaultGameTitle(game.opponentName ?? '', game.timeTba ? 'tba' : game.timeOfGame, timeZone);
    return { repository, rows, gameTitle, records: describeSampleRecords(rows, gameTitle) };
  }

  return {
    async list(scope: TeamScope): Promise<SampleContentResponse> {
      return { records: (await loadSampleRecords(scope, deps.db)).records };
    },

    /**
     * Removes every sample record no own record uses, in one transaction (the content triggers
     * bump the team's content version, decision 009). A second call finds nothing and changes nothing.
     */
    async removeAll(scope: TeamScope): Promise<SampleContentRemoval> {
      return deps.db.transaction(async (tx) => {
        await createSampleContentRepository(tx, scope).lockTeam();
        const { repository, rows, gameTitle, records } = await loadSampleRecords(scope, tx);
        if (records.length === 0) return { removed: [], kept: [] };
        const keptReasons = await findKeptReasons(repository, rows, gameTitle);
        const kept: KeptSampleRecord[] = records.flatMap((record) => {
          const reason = keptReasons.get(record.id);
          return reason ? [{ ...record, reason }] : [];
        });
        const removed = records.filter((record) => !keptReasons.has(record.id));
        const idsOf = (...kinds: SampleRecord['kind'][]) =>
          removed.filter((record) => kinds.includes(record.kind)).map((record) => record.id);
        const removal: SampleRemoval = {
          players: idsOf('player', 'alumnus'),
          coaches: idsOf('coach', 'board member'),
          sponsors: idsOf('sponsor'),
          games: idsOf('game'),
          articles: idsOf('article'),
          galleries: idsOf('gallery'),
          submissions: idsOf('submission'),
        };
        await repository.removeRecords(removal);
        return { removed, kept };
      });
    },
  };
}

export type SampleContentService = ReturnType<typeof createSampleContentService>;
