import { describe, expect, it } from 'vitest';
import { closedTeamDeletionAt, websiteClosedAt } from './team-data.ts';

const at = (iso: string) => new Date(iso);
const now = at('2027-05-10T00:00:00Z');

describe('websiteClosedAt', () => {
  it('is null while the website subscription runs, was never started, or its last period is not over', () => {
    expect(websiteClosedAt(null, now)).toBeNull();
    for (const status of ['none', 'trialing', 'active', 'past_due', 'paused'] as const) {
      expect(
        websiteClosedAt({ status, currentPeriodEnd: at('2027-05-01T00:00:00Z'), lastEventAt: null }, now),
      ).toBeNull();
    }
    const ending = {
      status: 'canceled' as const,
      currentPeriodEnd: at('2027-05-20T00:00:00Z'),
      lastEventAt: at('2027-05-20T00:00:00Z'),
    };
    expect(websiteClosedAt(ending, now)).toBeNull();
  });

  it("is the earlier of the period's end and the provider's report of the end, once passed", () => {
    const ended = {
      status: 'canceled' as const,
      currentPeriodEnd: at('2027-05-01T00:00:00Z'),
      lastEventAt: at('2027-05-01T00:05:00Z'),
    };
    expect(websiteClosedAt(ended, now)).toEqual(at('2027-05-01T00:00:00Z'));
    // A trial cancelled at once ends then, not at the trial's planned end.
    const trial = {
      status: 'canceled' as const,
      currentPeriodEnd: at('2027-06-01T00:00:00Z'),
      lastEventAt: at('2027-05-02T00:00:00Z'),
    };
    expect(websiteClosedAt(trial, now)).toEqual(at('2027-05-02T00:00:00Z'));
  });

  it('deletes 30 days after closing', () => {
    expect(closedTeamDeletionAt(at('2027-05-01T00:00:00Z'))).toEqual(at('2027-05-31T00:00:00Z'));
  });
});
