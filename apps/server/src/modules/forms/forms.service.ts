import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  chooseFreeTeamSlug,
  classifyForm,
  type FormListKind,
  type FormPaymentCounts,
  type FormUpdate,
  findFormPriceRange,
  formMessages,
  formTypeLabels,
  isPaidFormType,
  type PreDevelopedFormChoice,
  type PricedForm,
  type TeamForm,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
import { createFormsRepository, type TeamFormRow, type TeamFormValues } from './forms.repository.ts';

const notFound = () => new AppError('not_found', formMessages.notFound);

const toTeamForm = (row: TeamFormRow): TeamForm => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  formType: row.formType,
  description: row.description,
  fields: row.fields,
  published: row.published,
  preDevelopedFormId: row.preDevelopedFormId,
  listKind: classifyForm(row),
  timeCreated: row.timeCreated.toISOString(),
  timeModified: row.timeModified.toISOString(),
});

/**
 * The form builder's forms (spec part 2 §3, §5; issue 9): list by kind, read, create, update, soft
 * delete, and ready-made forms of the team's sport copied into its own forms.
 */
export function createFormsService(deps: {
  db: Db;
  /** Each form's submissions by payment (the form-submissions module's inbox). */
  paymentCounts: (scope: TeamScope) => Promise<Map<string, FormPaymentCounts>>;
}) {
  const repositoryOf = (scope: TeamScope) => createFormsRepository(deps.db, scope);

  async function buildValues(
    scope: TeamScope,
    input: FormUpdate,
    stored: TeamFormRow | null,
  ): Promise<TeamFormValues> {
    const taken = await repositoryOf(scope).listSlugs(stored?.id);
    // The page address stays as saved unless the admin changes it.
    const slug = input.slug || stored?.slug || chooseFreeTeamSlug(buildUrlId(input.title), taken);
    if (taken.includes(slug)) throw invalidField('slug', formMessages.addressTaken);
    const hasPrices = input.fields.some((field) => field.options.some((option) => option.priceCents > 0));
    if (hasPrices && !isPaidFormType(input.formType))
      throw invalidField('formType', formMessages.notPaidType);
    return {
      title: input.title,
      slug,
      formType: input.formType,
      description: input.description,
      fields: input.fields,
      published: input.published,
    };
  }

  return {
    async list(
      scope: TeamScope,
      query: ContentListQuery & { kind?: FormListKind },
    ): Promise<ContentListResponse> {
      const rows = (await repositoryOf(scope).listRows()).filter(
        (row) => !query.kind || classifyForm(row) === query.kind,
      );
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => row.title);
      return {
        items: page.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: `${formTypeLabels[row.formType]} · /forms/${row.slug}`,
          imageLink: '',
          published: row.published,
        })),
        total,
        nextCursor,
      };
    },

    /** The priced forms (types 11–13) the store sells: price range and submissions by payment. */
    async listPriced(scope: TeamScope): Promise<PricedForm[]> {
      const rows = (await repositoryOf(scope).listRows()).filter((row) => isPaidFormType(row.formType));
      const counts = rows.length > 0 ? await deps.paymentCounts(scope) : new Map();
      return rows.map((row) => {
        const range = findFormPriceRange(row.fields);
        return {
          id: row.id,
          title: row.title,
          slug: row.slug,
          formType: row.formType,
          published: row.published,
          minPriceCents: range?.minCents ?? null,
          maxPriceCents: range?.maxCents ?? null,
          submissions: counts.get(row.id) ?? { paid: 0, pending: 0, abandoned: 0 },
        };
      });
    },

    async get(scope: TeamScope, id: string): Promise<TeamForm> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toTeamForm(row);
    },

    async create(scope: TeamScope, input: FormUpdate): Promise<TeamForm> {
      const values = await buildValues(scope, input, null);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return toTeamForm(
        await repositoryOf(scope).insert({
          ...values,
          sportsType,
          preDevelopedFormId: null,
          notificationEmails: [],
        }),
      );
    },

    async update(scope: TeamScope, id: string, input: FormUpdate): Promise<TeamForm> {
      const repository = repositoryOf(scope);
      const stored = await repository.findById(id);
      if (!stored) throw notFound();
      const row = await repository.update(id, await buildValues(scope, input, stored));
      if (!row) throw notFound();
      return toTeamForm(row);
    },

    async remove(scope: TeamScope, id: string): Promise<void> {
      if (!(await repositoryOf(scope).softDelete(id))) throw notFound();
    },

    async listPreDeveloped(scope: TeamScope): Promise<PreDevelopedFormChoice[]> {
      const sportsType = await findTeamSportsType(deps.db, scope);
      const rows = await repositoryOf(scope).listPreDeveloped(sportsType);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        formType: row.formType,
        questionCount: row.fields.length,
      }));
    },

    /** A ready-made form of the team's sport, copied into its forms (its own address if taken). */
    async copyPreDeveloped(scope: TeamScope, preDevelopedId: string): Promise<TeamForm> {
      const sportsType = await findTeamSportsType(deps.db, scope);
      const repository = repositoryOf(scope);
      const source = await repository.findPreDeveloped(preDevelopedId, sportsType);
      if (!source) throw new AppError('not_found', formMessages.preDevelopedNotFound);
      const row = await repository.insert({
        title: source.title,
        slug: chooseFreeTeamSlug(source.slug, await repository.listSlugs()),
        formType: source.formType,
        description: source.description,
        fields: source.fields,
        published: true,
        sportsType,
        preDevelopedFormId: source.id,
        notificationEmails: [],
      });
      return toTeamForm(row);
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
