import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
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
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { saveContentOrder } from '../content-sections/content-order.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
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
});

/**
 * Coaches & staff (`role` coach) or the executive board (`role` executive), spec part 2 §3, §4,
 * §7: one service per portal section over the one coaches table; an id of the other role is
 * "does not exist" here.
 */
export function createStaffService(deps: { db: Db; media: MediaService }, role: StaffRole) {
  const messages = staffMessagesOf(role);
  const notFound = () => new AppError('not_found', messages.notFound);
  const repositoryOf = (teamId: string, db: DbOrTx = deps.db) =>
    createStaffRepository(db, createTeamScope(teamId), role);

  async function buildValues(teamId: string, input: StaffMemberUpdate, stored: StaffRow | null) {
    const details = normalizeStaffDetails(input.details);
    const problems = findStaffDetailProblems(details);
    if (Object.keys(problems).length > 0) {
      throw new AppError('validation', Object.values(problems)[0], problems);
    }
    const urlId = chooseFreeTeamSlug(
      buildUrlId(input.name),
      await repositoryOf(teamId).listUrlIds(stored?.id),
    );
    const profileImage = await deps.media.resolveImageSlot(
      teamId,
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

  async function listOrder(teamId: string): Promise<ContentOrderList> {
    return { items: (await repositoryOf(teamId).listRows()).map(toListItem) };
  }

  return {
    messages,
    async list(teamId: string, query: ContentListQuery): Promise<ContentListResponse> {
      const rows = await repositoryOf(teamId).listRows();
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) =>
        [row.name, describeStaffMember(row.details, true)].join(' '),
      );
      return { items: page.map(toListItem), total, nextCursor };
    },
    async get(teamId: string, id: string): Promise<StaffMember> {
      const row = await repositoryOf(teamId).findById(id);
      if (!row) throw notFound();
      return toStaffMember(row);
    },
    async create(teamId: string, input: StaffMemberUpdate): Promise<StaffMember> {
      const values = await buildValues(teamId, input, null);
      const sportsType = await findTeamSportsType(deps.db, teamId);
      return toStaffMember(await repositoryOf(teamId).insert({ ...values, sportsType }));
    },
    async update(teamId: string, id: string, input: StaffMemberUpdate): Promise<StaffMember> {
      const stored = await repositoryOf(teamId).findById(id);
      if (!stored) throw notFound();
      const row = await repositoryOf(teamId).update(id, await buildValues(teamId, input, stored));
      if (!row) throw notFound();
      return toStaffMember(row);
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
export type StaffService = ReturnType<typeof createStaffService>;
