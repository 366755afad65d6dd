import { z } from 'zod';

/** What a schedule entry is (spec part 1 §3); events carry 'event' or 'practice' as eventType. */
export const scheduleItemTypes = ['none', 'practice', 'event'] as const;
export type ScheduleItemType = (typeof scheduleItemTypes)[number];
export const scheduleItemTypeSchema = z.enum(scheduleItemTypes);

export const scheduleItemTypeLabels: Record<ScheduleItemType, string> = {
  none: 'None',
  practice: 'Practice',
  event: 'Event',
};

export const eventTypes = ['event', 'practice'] as const;
export type EventType = (typeof eventTypes)[number];
export const eventTypeSchema = z.enum(eventTypes);
