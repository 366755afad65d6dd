import {
  type CallRequest,
  callTimePreferenceLabels,
  type OperatorReview,
  type OwnReview,
  type PublishedReview,
  type ReviewRequest,
  type ReviewStatus,
  reviewMessages,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import type { ContactService } from '../contact/contact.service.ts';
import {
  createHelpRepository,
  listAllReviews,
  listPublishedReviews,
  setReviewStatus,
} from './help.repository.ts';

/** Help (/portal/tutorials): schedule a call through the contact flow, and the team's review of Sideline. */
export function createHelpService(deps: {
  db: Db;
  contact: ContactService;
  now: () => Date;
  log?: (message: string, error: unknown) => void;
}) {
  return {
    /** "Schedule Call": the contact flow's message to support, with when suits the team. */
    requestCall(team: SessionTeam, input: CallRequest): Promise<{ message: string }> {
      const lines = [
        "I'd like to schedule a call.",
        `Best time: ${callTimePreferenceLabels[input.preference]} (${input.timeZone}).`,
        input.phone ? `Phone: ${input.phone}` : '',
        input.topics ? `\n${input.topics}` : '',
      ];
      return deps.contact.send({
        name: team.team.name,
        email: team.team.email,
        teamName: team.team.name,
        message: lines.filter((line) => line !== '').join('\n'),
      });
    },

    async findReview(team: SessionTeam): Promise<OwnReview | null> {
      const row = await createHelpRepository(deps.db, team).findReview();
      return row
        ? {
            rating: row.rating,
            body: row.body,
            authorName: row.authorName,
            authorRole: row.authorRole,
            status: row.status,
          }
        : null;
    },

    async saveReview(team: SessionTeam, input: ReviewRequest): Promise<{ message: string }> {
      try {
        await createHelpRepository(deps.db, team).saveReview(input);
      } catch (error) {
        deps.log?.('help: saving a review failed', error);
        throw new AppError('internal', reviewMessages.submitError);
      }
      return { message: reviewMessages.saved };
    },

    async listPublished(): Promise<PublishedReview[]> {
      const rows = await listPublishedReviews(deps.db);
      return rows.map(({ review, teamName }) => ({
        id: review.id,
        rating: review.rating,
        body: review.body,
        authorName: review.authorName,
        authorRole: review.authorRole,
        teamName,
      }));
    },

    async listForOperators(): Promise<OperatorReview[]> {
      const rows = await listAllReviews(deps.db);
      return rows.map(({ review, teamName }) => ({
        id: review.id,
        teamId: review.teamId,
        teamName,
        rating: review.rating,
        body: review.body,
        authorName: review.authorName,
        authorRole: review.authorRole,
        status: review.status,
        submittedAt: review.timeModified.toISOString(),
      }));
    },

    moderate(id: string, status: Exclude<ReviewStatus, 'pending'>) {
      return setReviewStatus(deps.db, id, status, deps.now());
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
