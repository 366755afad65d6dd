import {
  buildUrlId,
  type ContentOrderList,
  chooseFreeTeamSlug,
  describeStaffMember,
  findStaffDetailProblems,
  normalizeStaffDetails,
  type StaffMember,
  type StaffMemberUpdate,
  type StaffRole,
  staffMessagesOf,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createContentCrud } from '../content-sections/content-crud.ts';
import { saveContentOrder } from '../content-sections/content-order.ts';
import type { MediaService } from '../media/media.service.ts';
import { createStaffRepository, type StaffRow } from './staff.repository.ts';

function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    urlId: row.urlId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    details: row.details,
    summary: row.summary,
    bio: row.bio,
    profileImage: row.profileImage,
    texts: row.texts,
    current: row.current,
    published: row.published,
    timeCreated: row.timeCreated.toISOString(),
    timeModified: row.timeModified.toISOString(),
  };
}

type StaffListRow = Awaited<ReturnType<ReturnType<typeof createStaffRepository>['listRows']>>[number];

const toListItem = (row: StaffListRow) => ({
  id: row.id,
  title: row.name,
  subtitle: describeStaffMember(row.details, row.current),
  imageLink: row.profileImage.link,
  published: row.published,
  isSample: row.isSample,
});

/**
 * Coaches & staff (`role` coach) or the executive board (`role` executive), spec part 2 §3, §4,
 * §7: one service per portal section over the one coaches table; an id of the other role is
 * "does not exist" here.
 */
export function createStaffService(deps: { db: Db; media: MediaService }, role: StaffRole) {
  const messages = staffMessagesOf(role);
  const notFound = () => new AppError('not_found', messages.notFound);
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createStaffRepository(db, scope, role);

  async function buildValues(scope: TeamScope, input: StaffMemberUpdate, stored: StaffRow | null) {
    const details = normalizeStaffDetails(input.details);
    const problems = findStaffDetailProblems(details);
    const [firstProblem] = Object.values(problems);
    if (firstProblem !== undefined) throw new AppError('validation', firstProblem, problems);
    const urlId = chooseFreeTeamSlug(
      buildUrlId(input.name),
      await repositoryOf(scope).listUrlIds(stored?.id),
    );
    const profileImage = await deps.media.resolveImageSlot(
      scope,
      input.profileImage,
      stored?.profileImage ?? { file: '', link: '' },
      'image',
      { field: 'profileImage' },
    );
    return {
      urlId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      details,
      summary: input.summary,
      bio: input.bio,
      profileImage,
      texts: input.texts.filter((text) => text.title || text.value),
      current: input.current,
      published: input.published,
    };
  }

  async function listOrder(scope: TeamScope): Promise<ContentOrderList> {
    return { items: (await repositoryOf(scope).listRows()).map(toListItem) };
  }

  const crud = createContentCrud({
    db: deps.db,
    repositoryOf: (scope: TeamScope) => repositoryOf(scope),
    notFound,
    searchText: (row: StaffListRow) => [row.name, describeStaffMember(row.details, true)].join(' '),
    toListItem,
    toRecord: toStaffMember,
    buildValues,
  });

  return {
    messages,
    ...crud,
    listOrder,
    async saveOrder(scope: TeamScope, ids: readonly string[]): Promise<ContentOrderList> {
      await saveContentOrder(deps.db, (tx) => repositoryOf(scope, tx), ids);
      return listOrder(scope);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
