import { z } from 'zod';
import { findMissingDetails } from '../rules/person-detail-rules.ts';
import { coachDetailTitles, listCoachDetailFields } from '../sports/person-detail-fields.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { personNameSchema, visibleTextSchema } from '../text/visible-text.ts';
import { imageChoiceSchema, optionalLineSchema } from './content-fields.ts';
import { contentMessages } from './content-list.ts';
import {
  type DetailEntry,
  detailEntrySchema,
  playerTextSchema,
  playerTextsSchema,
} from './person-details.ts';
import { optionalEmailSchema } from './player-schema.ts';
import { playerSummarySchema } from './player-summary-schema.ts';

/**
 * Coaches & staff and the executive board (spec part 2 §3 "Coach": a player's fields without the
 * feature image, plus order; current or previous). One record and one input for both portal
 * sections; the section decides the role. A save with the other `current` value moves the member
 * between current and previous (spec part 2 §4).
 */
export const staffRoles = ['coach', 'executive'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const coachMessages = contentMessages({ singular: 'coach', plural: 'coaches' });
export const boardMemberMessages = contentMessages({
  singular: 'executive board member',
  plural: 'executive board members',
});

export const staffMessagesOf = (role: StaffRole) =>
  role === 'executive' ? boardMemberMessages : coachMessages;

/** POST /api/coaches, /api/executiveboard and PUT /api/{coaches|executiveboard}/:id. */
export const staffMemberInputSchema = z.object({
  name: personNameSchema('name', { max: 100 }),
  email: optionalEmailSchema,
  phone: optionalLineSchema('phone', 40),
  /** Title, Hometown, Born, Nationality; the server checks the required Title. */
  details: z.array(detailEntrySchema).max(30).optional().default([]),
  summary: playerSummarySchema.optional().default(''),
  bio: visibleTextSchema({ field: 'bio', max: 10_000, required: false, multiline: true }).transform(
    (value) => value ?? '',
  ),
  /** A media library id, or the stored image's `file` to keep it. */
  profileImage: imageChoiceSchema,
  /** Personal achievements. */
  texts: playerTextsSchema.optional().default([]),
  /** Current (true) or previous (false) member of the staff or board. */
  current: z.boolean().optional().default(true),
  published: z.boolean().optional().default(true),
});
export type StaffMemberInput = z.input<typeof staffMemberInputSchema>;
export type StaffMemberUpdate = z.output<typeof staffMemberInputSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  urlId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  details: z.array(detailEntrySchema),
  summary: z.string(),
  bio: z.string(),
  profileImage: storedImageSchema,
  texts: z.array(playerTextSchema),
  current: z.boolean(),
  published: z.boolean(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The coach detail rows in their order, with the values sent for them by title. */
export function normalizeStaffDetails(sent: readonly DetailEntry[]): DetailEntry[] {
  return listCoachDetailFields().map((field) => ({
    title: field.title,
    required: field.required,
    value: sent.find((row) => row.title === field.title)?.value.trim() ?? '',
  }));
}

/**
 * Field messages for missing required detail rows ("Please enter the Title"), keyed by the form's
 * path `details.{index}.value` of the normalized rows.
 */
export function findStaffDetailProblems(details: readonly DetailEntry[]): Record<string, string> {
  const rows = normalizeStaffDetails(details);
  const problems: Record<string, string> = {};
  for (const missing of findMissingDetails(listCoachDetailFields(), rows)) {
    problems[`details.${rows.findIndex((row) => row.title === missing.title)}.value`] = missing.message;
  }
  return problems;
}

/** "Head Coach · Previous": what the portal list shows under a member's name. */
export function describeStaffMember(details: readonly DetailEntry[], current: boolean): string {
  const title = details.find((row) => row.title === coachDetailTitles.title)?.value.trim() ?? '';
  return [title, current ? '' : 'Previous'].filter(Boolean).join(' · ');
}
