import {
  buildUrlId,
  type ContentOrderList,
  chooseFreeTeamSlug,
  type Sponsor,
  type SponsorUpdate,
  sponsorMessages,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createContentCrud } from '../content-sections/content-crud.ts';
import { saveContentOrder } from '../content-sections/content-order.ts';
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
  isSample: row.isSample,
});

const notFound = () => new AppError('not_found', sponsorMessages.notFound);

/** Sponsors (spec part 2 §3, §4, §7): list with search, read, create, update, order, soft delete. */
export function createSponsorsService(deps: { db: Db; media: MediaService }) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createSponsorsRepository(db, scope);

  async function buildValues(scope: TeamScope, input: SponsorUpdate, stored: SponsorRow | null) {
    const urlId = chooseFreeTeamSlug(
      buildUrlId(input.name),
      await repositoryOf(scope).listUrlIds(stored?.id),
    );
    const logo = await deps.media.resolveImageSlot(
      scope,
      input.logo,
      stored?.logo ?? { file: '', link: '' },
      sponsorLogoVariant,
      { field: 'logo' },
    );
    return { name: input.name, urlId, logo, url: input.url, notes: input.notes, published: input.published };
  }

  async function listOrder(scope: TeamScope): Promise<ContentOrderList> {
    return { items: (await repositoryOf(scope).listRows()).map(toListItem) };
  }

  const crud = createContentCrud({
    db: deps.db,
    repositoryOf: (scope: TeamScope) => repositoryOf(scope),
    notFound,
    searchText: (row: SponsorListRow) => row.name,
    toListItem,
    toRecord: toSponsor,
    buildValues,
  });

  return {
    ...crud,
    listOrder,

    async saveOrder(scope: TeamScope, ids: readonly string[]): Promise<ContentOrderList> {
      await saveContentOrder(deps.db, (tx) => repositoryOf(scope, tx), ids);
      return listOrder(scope);
    },
  };
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;
