import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  type ContentOrderList,
  chooseFreeTeamSlug,
  type Sponsor,
  type SponsorUpdate,
  sponsorMessages,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { saveContentOrder } from '../content-sections/content-order.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
import type { MediaService } from '../media/media.service.ts';
import { createSponsorsRepository, type SponsorRow } from './sponsors.repository.ts';

/** The stored logo variant: the public sponsors page shows logos in a grid of cards. */
const sponsorLogoVariant = 'logo512';

function toSponsor(row: SponsorRow): Sponsor {
  return {
    id: row.id,
    urlId: row.urlId,
    name: row.name,
    logo: row.logo,
    url: row.url,
    notes: row.notes,
    published: row.published,
    timeCreated: row.timeCreated.toISOString(),
    timeModified: row.timeModified.toISOString(),
  };
}

type SponsorListRow = Awaited<ReturnType<ReturnType<typeof createSponsorsRepository>['listRows']>>[number];

const toListItem = (row: SponsorListRow) => ({
  id: row.id,
  title: row.name,
  subtitle: row.url,
  imageLink: row.logo.link,
  published: row.published,
});

const notFound = () => new AppError('not_found', sponsorMessages.notFound);

/** Sponsors (spec part 2 §3, §4, §7): list with search, read, create, update, order, soft delete. */
export function createSponsorsService(deps: { db: Db; media: MediaService }) {
  const repositoryOf = (teamId: string, db: DbOrTx = deps.db) =>
    createSponsorsRepository(db, createTeamScope(teamId));

  async function buildValues(teamId: string, input: SponsorUpdate, stored: SponsorRow | null) {
    const urlId = chooseFreeTeamSlug(
      buildUrlId(input.name),
      await repositoryOf(teamId).listUrlIds(stored?.id),
    );
    const logo = await deps.media.resolveImageSlot(
      teamId,
      input.logo,
      stored?.logo ?? { file: '', link: '' },
      sponsorLogoVariant,
      { field: 'logo' },
    );
    return { name: input.name, urlId, logo, url: input.url, notes: input.notes, published: input.published };
  }

  async function listOrder(teamId: string): Promise<ContentOrderList> {
    return { items: (await repositoryOf(teamId).listRows()).map(toListItem) };
  }

  return {
    async list(teamId: string, query: ContentListQuery): Promise<ContentListResponse> {
      const rows = await repositoryOf(teamId).listRows();
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => row.name);
      return { items: page.map(toListItem), total, nextCursor };
    },

    async get(teamId: string, id: string): Promise<Sponsor> {
      const row = await repositoryOf(teamId).findById(id);
      if (!row) throw notFound();
      return toSponsor(row);
    },

    async create(teamId: string, input: SponsorUpdate): Promise<Sponsor> {
      const values = await buildValues(teamId, input, null);
      const sportsType = await findTeamSportsType(deps.db, teamId);
      return toSponsor(await repositoryOf(teamId).insert({ ...values, sportsType }));
    },

    async update(teamId: string, id: string, input: SponsorUpdate): Promise<Sponsor> {
      const stored = await repositoryOf(teamId).findById(id);
      if (!stored) throw notFound();
      const row = await repositoryOf(teamId).update(id, await buildValues(teamId, input, stored));
      if (!row) throw notFound();
      return toSponsor(row);
    },

    async remove(teamId: string, id: string): Promise<void> {
      if (!(await repositoryOf(teamId).softDelete(id))) throw notFound();
    },

    listOrder,

    async saveOrder(teamId: string, ids: readonly string[]): Promise<ContentOrderList> {
      await saveContentOrder(deps.db, (tx) => repositoryOf(teamId, tx), ids);
      return listOrder(teamId);
    },
  };
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;
