import { z } from 'zod';

/**
 * The answers of a submitted form, stored as its otherOptions list (spec part 2 §3): each answer
 * keeps the question's id and title as they were when the form was submitted.
 */
export const submittedFormAnswerSchema = z.object({
  id: z.string().trim().min(1).max(64),
  title: z.string().trim().max(200),
  value: z.string().trim().max(5000).default(''),
  /** A file question's upload: the storage key of its private file (the value is the file's name). */
  fileKey: z.string().max(512).optional(),
});
export type SubmittedFormAnswer = z.infer<typeof submittedFormAnswerSchema>;

export const submittedFormAnswersSchema = z.array(submittedFormAnswerSchema).max(100);
export type SubmittedFormAnswers = z.infer<typeof submittedFormAnswersSchema>;
