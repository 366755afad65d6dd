import { describe, expect, it } from 'vitest';
import { eventTypeSchema, scheduleItemTypeLabels, scheduleItemTypes } from './schedule-item-types.ts';

describe('schedule item types', () => {
  it('has none, practice and event', () => {
    expect(scheduleItemTypes).toEqual(['none', 'practice', 'event']);
    expect(scheduleItemTypeLabels.practice).toBe('Practice');
    expect(eventTypeSchema.safeParse('none').success).toBe(false);
  });
});
