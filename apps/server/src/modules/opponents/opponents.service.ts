import {
  buildUrlId,
  chooseFreeTeamSlug,
  type Opponent,
  type OpponentUpdate,
  opponentMessages,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createContentCrud } from '../content-sections/content-crud.ts';
import type { MediaService } from '../media/media.service.ts';
import { createOpponentsRepository, type OpponentRow } from './opponents.repository.ts';

/** The stored logo variant: the public site shows opponent logos at small heights. */
const opponentLogoVariant = 'logo196';

function toOpponent(row: OpponentRow): Opponent {
  return {
    id: row.id,
    urlId: row.urlId,
    name: row.name,
    logo: row.logo,
    address: row.address,
    url: row.url,
    notes: row.notes,
    timeCreated: row.timeCreated.toISOString(),
    timeModified: row.timeModified.toISOString(),
  };
}

const notFound = () => new AppError('not_found', opponentMessages.notFound);

/** Opponents (spec part 2 §3, §7): list with search, read, create, update, soft delete. */
export function createOpponentsService(deps: { db: Db; media: MediaService }) {
  const repositoryOf = (scope: TeamScope, db = deps.db) => createOpponentsRepository(db, scope);

  async function buildValues(scope: TeamScope, input: OpponentUpdate, stored: OpponentRow | null) {
    const repository = repositoryOf(scope);
    const urlId = chooseFreeTeamSlug(buildUrlId(input.name), await repository.listUrlIds(stored?.id));
    const logo = await deps.media.resolveImageSlot(
      scope,
      input.logo,
      stored?.logo ?? { file: '', link: '' },
      opponentLogoVariant,
      { field: 'logo' },
    );
    return { name: input.name, urlId, logo, address: input.address, url: input.url, notes: input.notes };
  }

  return createContentCrud({
    db: deps.db,
    repositoryOf: (scope: TeamScope) => repositoryOf(scope),
    notFound,
    searchText: (row: OpponentRow) => row.name,
    toListItem: (row: OpponentRow) => ({
      id: row.id,
      title: row.name,
      subtitle: row.address,
      imageLink: row.logo.link,
    }),
    toRecord: toOpponent,
    buildValues,
  });
}

export type OpponentsService = ReturnType<typeof createOpponentsService>;
