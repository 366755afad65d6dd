import { z } from 'zod';
import { personNameSchema, visibleTextSchema } from '../text/visible-text.ts';

/**
 * A team's review of Sideline (spec part 1 §2 Help → reviews): one per team, written in the portal,
 * shown on the marketing home once a Sideline operator publishes it. Editing a review sends it back
 * to moderation.
 */
export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewMessages = {
  ratingMissing: 'Please choose a rating from 1 to 5 stars',
  saved: 'Thank you! Your review will appear on our home page once we have read it.',
  /** Spec part 1 §8 "error submitting ... review". */
  submitError: 'There was an error submitting your review. Please try again.',
} as const;

export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: reviewMessages.ratingMissing })
    .int({ error: reviewMessages.ratingMissing })
    .min(1, { error: reviewMessages.ratingMissing })
    .max(5, { error: reviewMessages.ratingMissing }),
  body: visibleTextSchema({ field: 'review', max: 1200, multiline: true, requireLetter: true }),
  authorName: personNameSchema('name', { max: 80 }),
  authorRole: visibleTextSchema({ field: 'role', max: 80, required: false }),
});
export type ReviewRequest = z.output<typeof reviewRequestSchema>;
export type ReviewForm = z.input<typeof reviewRequestSchema>;

/** The team's own review, as the Reviews tab shows it. */
export interface OwnReview {
  rating: number;
  body: string;
  authorName: string;
  authorRole: string;
  status: ReviewStatus;
}

/** A published review as the marketing home shows it (no team id, no email). */
export interface PublishedReview {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  authorRole: string;
  teamName: string;
}
