import type {
  AgeType,
  DemoId,
  DemoStoreContent,
  NewTeamContent,
  NewTeamDefaults,
  StoredImage,
  TeamSportsType,
  TeamWebsite,
  WebsiteType,
} from '@sideline/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { files } from '../../db/schema/platform.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SeedRecordIds } from './team-seed-ids.ts';

/** The organization and team a new team's records are written for (input trimmed, names chosen). */
export interface NewTeamFacts {
  organizationId: string;
  organizationName: string;
  /** The signed-up user; null for demo teams, which nobody signs into. */
  ownerUserId: string | null;
  name: string;
  email: string;
  sportsType: TeamSportsType;
  ageType: AgeType;
  websiteType: WebsiteType;
  timeZone: string;
  slug: string;
  referralId: string;
  referredBy: string | null;
  demoId: DemoId | null;
  privateDemoExpiresAt: Date | null;
}

/** The seed images stored for the new team, one file per use (team-seed-images.ts). */
export interface TeamSeedImages {
  /** The team's website settings with the seeded images in their slots. */
  website: TeamWebsite;
  /** By the seed key of the photo, game or article that shows the image. */
  photos: ReadonlyMap<string, StoredImage>;
  games: ReadonlyMap<string, StoredImage>;
  articles: ReadonlyMap<string, StoredImage>;
  /** By the seed key of the demo store's product that shows the image. */
  products: ReadonlyMap<string, StoredImage>;
  /** The `files` records of every stored image, written with the team. */
  fileRows: readonly (typeof files.$inferInsert)[];
}

/** What every seed part may read: it is complete before the first part runs. */
export interface TeamSeedContext {
  team: NewTeamFacts;
  /** The team record's default settings and documents. */
  defaults: NewTeamDefaults;
  /** The sample content, whose records refer to each other by seed key. */
  content: NewTeamContent;
  /**
   * A new team's people, games, news, sponsor and submission are examples to replace (decision
   * 019); a demo team's (shared or a private copy) are its showcase, so they are not sample.
   */
  isSample: boolean;
  /**
   * The sandbox store of a demo team or private copy (products, tickets, a priced form), which
   * also starts with a connected sandbox account and a signed store agreement; null for a real
   * team, whose store starts empty.
   */
  demoStore: DemoStoreContent | null;
  /** The time the team is created at (signatures and schedules of seeded records). */
  now: Date;
  ids: SeedRecordIds;
  images: TeamSeedImages;
}

/**
 * One area's share of new-team seeding (spec part 2 §4), kept in the area's own module folder.
 * `seed` writes the area's rows; they may point only at rows of the areas in `after`, which
 * seed first (team-seed-order.ts). Where two areas point at each other (games, galleries and
 * articles), the later references are set by `link`, which runs once every part has seeded. Both
 * run in the transaction that creates the team.
 */
export interface TeamSeedPart {
  /** The module folder the part belongs to. */
  area: string;
  /** The areas whose rows this part's rows point at (every row points at its team). */
  after?: readonly string[];
  seed(tx: Tx, scope: TeamScope, context: TeamSeedContext): Promise<void>;
  link?(tx: Tx, scope: TeamScope, context: TeamSeedContext): Promise<void>;
}

/** The columns every content row of the new team starts with. */
export function seedRowBase(scope: TeamScope, context: TeamSeedContext) {
  return { teamId: scope.teamId, sportsType: context.team.sportsType };
}

/** The same for records the team replaces with its own (people, games, news, sponsor, submission). */
export function sampleRowBase(scope: TeamScope, context: TeamSeedContext) {
  return { ...seedRowBase(scope, context), isSample: context.isSample };
}

/**
 * The seed part of an area whose rows are its sample records as they are (opponents, leagues,
 * seasons, sponsors, roster, staff, forms): each row is the base columns, the id seeding chose for
 * the record's key, and the record's own values. `sample` marks records the team replaces (decision 019).
 */
export function keyedRowsSeedPart<Table extends PgTable>(part: {
  area: string;
  table: Table;
  sample?: boolean;
  recordsOf(context: TeamSeedContext): readonly ({ key: string } & Partial<Table['$inferInsert']>)[];
}): TeamSeedPart {
  return {
    area: part.area,
    after: ['teams'],
    async seed(tx, scope, context) {
      const base = part.sample ? sampleRowBase(scope, context) : seedRowBase(scope, context);
      const rows = part
        .recordsOf(context)
        .map(({ key, ...values }) => ({ ...base, id: context.ids.idOf(key), ...values }));
      await tx.insert(part.table).values(rows as Table['$inferInsert'][]);
    },
  };
}
