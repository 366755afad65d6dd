import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  chooseFreeTeamSlug,
  type Event,
  type EventOptions,
  type EventType,
  type EventUpdate,
  eventMessages,
  formatGameDate,
  formatWallTime,
  type LinkedTicketMode,
  noStoredImage,
  parseWallTime,
  scheduleItemTypeLabels,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { listPageOf } from '../content-sections/content-list-page.ts';
import { createLinkedContentRepository } from '../content-sections/linked-content.repository.ts';
import { findOwnRecordIds } from '../content-sections/own-records.ts';
import { toGameOption } from '../content-sections/tag-options.ts';
import { findTeamSportsType, findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import type { MediaService } from '../media/media.service.ts';
import {
  countEvents,
  createEventsRepository,
  type EventRow,
  type EventValues,
  keepEventClockTimes,
} from './events.repository.ts';

const notFound = () => new AppError('not_found', eventMessages.notFound);

/**
 * Events and practices (spec part 2 §3, §4, §7, §8): list by type with search, read, create,
 * update, and delete with the gallery, article and tickets that go with an event.
 */
/** What an event's ticket holders are told about when it changes (events are not cancelled, only deleted). */
const ticketedOccasionOfEvent = (row: Pick<EventRow, 'timeOfEvent' | 'endTimeOfEvent' | 'venue'>) => ({
  time: row.timeOfEvent,
  end: row.endTimeOfEvent,
  venue: row.venue,
  cancelled: false,
});

export function createEventsService(deps: { db: Db; media: MediaService }) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createEventsRepository(db, scope);

  async function toEvent(scope: TeamScope, row: EventRow, db: DbOrTx = deps.db): Promise<Event> {
    const linked = createLinkedContentRepository(db, scope);
    const [timeZone, article, gallery, tickets] = await Promise.all([
      findTeamTimeZone(db, scope),
      linked.findArticle(row.articleId),
      linked.findGallery(row.galleryId),
      linked.countTickets({ eventId: row.id }),
    ]);
    return {
      id: row.id,
      urlId: row.urlId,
      eventType: row.eventType,
      title: row.title,
      featureImage: row.featureImage,
      venue: row.venue,
      start: formatWallTime(row.timeOfEvent, timeZone),
      end: row.endTimeOfEvent ? formatWallTime(row.endTimeOfEvent, timeZone) : '',
      seasonId: row.seasonId,
      notes: row.notes,
      tags: row.tagIds.map((id, index) => ({
        id,
        type: row.tagTypes[index] as Event['tags'][number]['type'],
      })),
      published: row.published,
      article: article && { id: article.id, title: article.title },
      gallery: gallery && { id: gallery.id, title: gallery.title },
      tickets,
      timeCreated: row.timeCreated.toISOString(),
      timeModified: row.timeModified.toISOString(),
    };
  }

  async function buildValues(
    scope: TeamScope,
    input: EventUpdate,
    stored: EventRow | null,
  ): Promise<EventValues> {
    if (
      input.seasonId &&
      !(await findOwnRecordIds(deps.db, scope, 'season', [input.seasonId])).has(input.seasonId)
    ) {
      throw invalidField('seasonId', eventMessages.unknownSeason);
    }
    for (const type of ['player', 'coach', 'game'] as const) {
      const ids = [...new Set(input.tags.filter((tag) => tag.type === type).map((tag) => tag.id))];
      if ((await findOwnRecordIds(deps.db, scope, type, ids)).size !== ids.length) {
        throw invalidField('tags', eventMessages.unknownTag);
      }
    }
    const timeZone = await findTeamTimeZone(deps.db, scope);
    const timeOfEvent = parseWallTime(input.start, timeZone);
    if (!timeOfEvent) throw invalidField('start', eventMessages.enterStart);
    const urlId = chooseFreeTeamSlug(
      buildUrlId(input.title),
      await repositoryOf(scope).listUrlIds(stored?.id),
    );
    const featureImage = await deps.media.resolveImageSlot(
      scope,
      input.featureImage,
      stored?.featureImage ?? noStoredImage,
      'feature',
      { field: 'featureImage' },
    );
    return {
      eventType: input.eventType,
      title: input.title,
      urlId,
      featureImage,
      venue: input.venue,
      timeOfEvent,
      endTimeOfEvent: input.end ? parseWallTime(input.end, timeZone) : null,
      seasonId: input.seasonId || null,
      notes: input.notes,
      tagIds: input.tags.map((tag) => tag.id),
      tagTypes: input.tags.map((tag) => tag.type),
      published: input.published,
    };
  }

  return {
    /** A change of the team's zone that keeps clock times (website's time zone setting). */
    keepClockTimes: (tx: DbOrTx, scope: TeamScope, from: string, to: string) =>
      keepEventClockTimes(tx, scope, from, to),
    countScheduled: (scope: TeamScope) => countEvents(deps.db, scope),

    async list(
      scope: TeamScope,
      query: ContentListQuery & { type?: EventType },
    ): Promise<ContentListResponse> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const rows = await repositoryOf(scope).listRows(query.type);
      return listPageOf(
        rows,
        query,
        (row) => `${row.title} ${row.venue}`,
        (row) => ({
          id: row.id,
          title: row.title,
          subtitle: [
            scheduleItemTypeLabels[row.eventType],
            formatGameDate(row.timeOfEvent, timeZone),
            row.venue,
          ]
            .filter(Boolean)
            .join(' · '),
          imageLink: row.featureImage.link,
          published: row.published,
        }),
      );
    },

    async get(scope: TeamScope, id: string): Promise<Event> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toEvent(scope, row);
    },

    async options(scope: TeamScope): Promise<EventOptions> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const { seasonRows, playerRows, coachRows, gameRows } = await repositoryOf(scope).listOptions();
      return {
        seasons: seasonRows,
        players: playerRows,
        coaches: coachRows,
        games: gameRows.map((game) => toGameOption(game, timeZone)),
      };
    },

    async create(scope: TeamScope, input: EventUpdate): Promise<Event> {
      const values = await buildValues(scope, input, null);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return toEvent(scope, await repositoryOf(scope).insert({ ...values, sportsType }));
    },

    async update(scope: TeamScope, id: string, input: EventUpdate): Promise<Event> {
      const stored = await repositoryOf(scope).findById(id);
      if (!stored) throw notFound();
      const values = await buildValues(scope, input, stored);
      return deps.db.transaction(async (tx) => {
        const row = await repositoryOf(scope, tx).update(id, values);
        if (!row) throw notFound();
        await createLinkedContentRepository(tx, scope).followTicketsChange(
          { eventId: id },
          ticketedOccasionOfEvent(stored),
          ticketedOccasionOfEvent(row),
        );
        return toEvent(scope, row, tx);
      });
    },

    /**
     * Spec part 2 §4/§8, in one transaction: refused while tickets are sold (the event can be made
     * private instead); otherwise its gallery with photos, its article and the event go, and its
     * tickets are flagged (the default, so the store keeps a record) or removed.
     */
    async remove(scope: TeamScope, id: string, tickets: LinkedTicketMode = 'flag'): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const linked = createLinkedContentRepository(tx, scope);
        const event = await repository.lockById(id);
        if (!event) throw notFound();
        const { sold } = await linked.countTickets({ eventId: id });
        if (sold > 0) throw new AppError('conflict', eventMessages.ticketsSold(sold));
        await linked.removeLinked({ eventId: id }, event, tickets);
        await repository.hardDelete(id);
      });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
