import type { ReviewRequest, ReviewStatus } from '@sideline/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/community.ts';
import { teams } from '../../db/schema/teams.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

export function createHelpRepository(db: DbOrTx, scope: TeamScope) {
  return {
    async findReview() {
      const [row] = await db.select().from(reviews).where(whereTeam(reviews, scope));
      return row ?? null;
    },

    /** One review per team: writing it again replaces it and sends it back to moderation. */
    async saveReview(input: ReviewRequest): Promise<void> {
      const values = {
        rating: input.rating,
        body: input.body,
        authorName: input.authorName,
        authorRole: input.authorRole ?? '',
        status: 'pending' as const,
        moderatedAt: null,
      };
      await db
        .insert(reviews)
        .values({ ...values, teamId: scope.teamId })
        .onConflictDoUpdate({ target: reviews.teamId, set: values });
    },
  };
}

/** Cross-tenant, public: the published reviews for the marketing home, newest first. */
export function listPublishedReviews(db: DbOrTx) {
  return db
    .select({ review: reviews, teamName: teams.name })
    .from(reviews)
    .innerJoin(teams, eq(teams.id, reviews.teamId))
    .where(eq(reviews.status, 'published'))
    .orderBy(desc(reviews.moderatedAt))
    .limit(12);
}

/** Cross-tenant, for the operator console: every review, newest first. */
export function listAllReviews(db: DbOrTx) {
  return db
    .select({ review: reviews, teamName: teams.name })
    .from(reviews)
    .innerJoin(teams, eq(teams.id, reviews.teamId))
    .orderBy(desc(reviews.timeModified))
    .limit(200);
}

/** Cross-tenant, for the operator console: publishes or rejects a review. */
export async function setReviewStatus(
  db: DbOrTx,
  id: string,
  status: ReviewStatus,
  at: Date,
): Promise<{ teamId: string } | null> {
  const [row] = await db
    .update(reviews)
    .set({ status, moderatedAt: at })
    .where(eq(reviews.id, id))
    .returning({ teamId: reviews.teamId });
  return row ?? null;
}
