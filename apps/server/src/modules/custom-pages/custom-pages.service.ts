import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  type CustomPage,
  type CustomPageUpdate,
  chooseFreeTeamSlug,
  customPageMessages,
  noStoredImage,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
import type { MediaService } from '../media/media.service.ts';
import {
  type CustomPageRow,
  type CustomPageValues,
  createCustomPagesRepository,
} from './custom-pages.repository.ts';

const notFound = () => new AppError('not_found', customPageMessages.notFound);

const toCustomPage = (row: CustomPageRow): CustomPage => ({
  id: row.id,
  title: row.title,
  urlId: row.urlId,
  content: row.content,
  description: row.description,
  featureImage: row.featureImage,
  published: row.published,
  timeCreated: row.timeCreated.toISOString(),
  timeModified: row.timeModified.toISOString(),
});

/** Custom pages (issue 9): the team's own rich-text pages at /pages/{urlId} on its site. */
export function createCustomPagesService(deps: { db: Db; media: MediaService }) {
  const repositoryOf = (scope: TeamScope) => createCustomPagesRepository(deps.db, scope);

  async function buildValues(
    scope: TeamScope,
    input: CustomPageUpdate,
    stored: CustomPageRow | null,
  ): Promise<CustomPageValues> {
    const taken = await repositoryOf(scope).listUrlIds(stored?.id);
    // The address stays as saved unless the admin changes it; a new page's is written from its title.
    const urlId = input.urlId || stored?.urlId || chooseFreeTeamSlug(buildUrlId(input.title), taken);
    if (taken.includes(urlId)) {
      throw new AppError('validation', customPageMessages.addressTaken, {
        urlId: customPageMessages.addressTaken,
      });
    }
    return {
      title: input.title,
      urlId,
      content: sanitizeRichText(input.content),
      description: input.description,
      featureImage: await deps.media.resolveImageSlot(
        scope,
        input.featureImage,
        stored?.featureImage ?? noStoredImage,
        'feature',
        { field: 'featureImage' },
      ),
      published: input.published,
    };
  }

  return {
    async list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse> {
      const rows = await repositoryOf(scope).listRows();
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => row.title);
      return {
        items: page.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: `/pages/${row.urlId}`,
          imageLink: row.featureImage.link,
          published: row.published,
        })),
        total,
        nextCursor,
      };
    },

    async get(scope: TeamScope, id: string): Promise<CustomPage> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toCustomPage(row);
    },

    async create(scope: TeamScope, input: CustomPageUpdate): Promise<CustomPage> {
      const values = await buildValues(scope, input, null);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return toCustomPage(await repositoryOf(scope).insert({ ...values, sportsType }));
    },

    async update(scope: TeamScope, id: string, input: CustomPageUpdate): Promise<CustomPage> {
      const repository = repositoryOf(scope);
      const stored = await repository.findById(id);
      if (!stored) throw notFound();
      const row = await repository.update(id, await buildValues(scope, input, stored));
      if (!row) throw notFound();
      return toCustomPage(row);
    },

    async remove(scope: TeamScope, id: string): Promise<void> {
      if (!(await repositoryOf(scope).softDelete(id))) throw notFound();
    },
  };
}

export type CustomPagesService = ReturnType<typeof createCustomPagesService>;
