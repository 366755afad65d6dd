import type { ContentListItem, ContentListQuery, ContentListResponse } from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import type { AppError } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { listPageOf } from './content-list-page.ts';
import { findTeamSportsType } from './team-sports-type.ts';

type SportsType = Awaited<ReturnType<typeof findTeamSportsType>>;

/** What a section's repository offers for list, read, create, update and soft delete. */
interface ContentRepository<Row, ListRow, Values> {
  listRows(): Promise<readonly ListRow[]>;
  findById(id: string): Promise<Row | null | undefined>;
  insert(values: Values & { sportsType: SportsType }): Promise<Row>;
  update(id: string, values: Values): Promise<Row | null | undefined>;
  softDelete(id: string): Promise<boolean>;
}

interface ContentCrudOptions<Row, ListRow, Values, Input, Record> {
  db: Db;
  repositoryOf(scope: TeamScope): ContentRepository<Row, ListRow, Values>;
  /** The section's "does not exist" answer. */
  notFound(): AppError;
  /** The text the prefix search looks in. */
  searchText(row: ListRow): string;
  toListItem(row: ListRow): ContentListItem;
  toRecord(row: Row): Record;
  /** The stored values of a save (`stored` is null on create): url id, resolved pictures, ... */
  buildValues(scope: TeamScope, input: Input, stored: Row | null): Promise<Values>;
}

/**
 * The list, read, create, update and soft delete every content section does the same way; a
 * section's service adds what is its own (ordering, moves, blocking rules) around them.
 */
export function createContentCrud<Row, ListRow, Values, Input, Record>(
  options: ContentCrudOptions<Row, ListRow, Values, Input, Record>,
) {
  const { repositoryOf, notFound, toRecord } = options;
  return {
    async list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse> {
      const rows = await repositoryOf(scope).listRows();
      return listPageOf(rows, query, options.searchText, options.toListItem);
    },

    async get(scope: TeamScope, id: string): Promise<Record> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toRecord(row);
    },

    async create(scope: TeamScope, input: Input): Promise<Record> {
      const values = await options.buildValues(scope, input, null);
      const sportsType = await findTeamSportsType(options.db, scope);
      return toRecord(await repositoryOf(scope).insert({ ...values, sportsType }));
    },

    async update(scope: TeamScope, id: string, input: Input): Promise<Record> {
      const repository = repositoryOf(scope);
      const stored = await repository.findById(id);
      if (!stored) throw notFound();
      const row = await repository.update(id, await options.buildValues(scope, input, stored));
      if (!row) throw notFound();
      return toRecord(row);
    },

    async remove(scope: TeamScope, id: string): Promise<void> {
      if (!(await repositoryOf(scope).softDelete(id))) throw notFound();
    },
  };
}
