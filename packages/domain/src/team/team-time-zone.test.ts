import { describe, expect, it } from 'vitest';
import { signUpRequestSchema } from '../accounts/account-rules.ts';
import {
  describeTimeZone,
  keepClockTime,
  preselectedTimeZone,
  suggestTimeZoneForAddress,
  suggestTimeZoneForRegion,
  teamTimeZoneMessages,
  teamTimeZoneSchema,
  timeZoneAbbreviation,
  timeZoneChangeSchema,
} from './team-time-zone.ts';

const fieldMessages = (schema: typeof teamTimeZoneSchema, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('a team’s time zone (issue 35 §1)', () => {
  it('takes a zone of the list and names what is wrong otherwise', () => {
    expect(teamTimeZoneSchema.parse(' America/Chicago ')).toBe('America/Chicago');
    expect(fieldMessages(teamTimeZoneSchema, '')).toEqual([teamTimeZoneMessages.missing]);
    expect(fieldMessages(teamTimeZoneSchema, 'America/Gotham')).toEqual([teamTimeZoneMessages.unknown]);
    expect(fieldMessages(teamTimeZoneSchema, undefined)).toEqual([teamTimeZoneMessages.missing]);
  });

  it('is asked at sign-up', () => {
    const issues = signUpRequestSchema.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues ?? [];
    expect(issues.find((issue) => issue.path[0] === 'timeZone')?.message).toBe(teamTimeZoneMessages.unknown);
  });

  it('preselects the browser’s zone when it is a known one', () => {
    expect(preselectedTimeZone('America/Winnipeg')).toBe('America/Winnipeg');
    expect(preselectedTimeZone('Not/AZone')).toBe('America/New_York');
    expect(preselectedTimeZone(undefined)).toBe('America/New_York');
  });

  it('suggests the zone of a state or province, by code or by name', () => {
    expect(suggestTimeZoneForRegion('MN')).toBe('America/Chicago');
    expect(suggestTimeZoneForRegion(' minnesota ')).toBe('America/Chicago');
    expect(suggestTimeZoneForRegion('British Columbia')).toBe('America/Vancouver');
    expect(suggestTimeZoneForRegion('AZ')).toBe('America/Phoenix');
    expect(suggestTimeZoneForRegion('Atlantis')).toBeNull();
  });

  it('reads as its region and abbreviation, with daylight saving', () => {
    const winter = new Date('2026-12-19T01:00:00Z');
    const summer = new Date('2026-07-01T01:00:00Z');
    expect(describeTimeZone('America/Chicago', winter)).toBe('Central (Chicago) · CST');
    expect(timeZoneAbbreviation('America/Chicago', summer)).toBe('CDT');
    expect(describeTimeZone('Europe/Paris', winter)).toBe('Europe/Paris · GMT+1');
  });

  it('keeps a game’s clock time across a change of zone, or its moment', () => {
    // 7:00 PM in New York is 6:00 PM in Chicago; keeping the clock time makes it 7:00 PM in Chicago.
    const game = new Date('2026-12-19T00:00:00Z');
    expect(keepClockTime(game, 'America/New_York', 'America/Chicago').toISOString()).toBe(
      '2026-12-19T01:00:00.000Z',
    );
    expect(timeZoneChangeSchema.safeParse({ timeZone: 'America/Chicago' }).error?.issues[0]?.message).toBe(
      teamTimeZoneMessages.keepMissing,
    );
  });
});

describe('the zone an address suggests', () => {
  it('reads the state or province before a ZIP or postal code, or on its own', () => {
    expect(suggestTimeZoneForAddress('400 Rink Road\nMinneapolis, MN 55401')).toBe('America/Chicago');
    expect(suggestTimeZoneForAddress('1 Arena Way, Calgary, Alberta T2P 1J9')).toBe('America/Edmonton');
    expect(suggestTimeZoneForAddress('Field 3, Tucson, Arizona')).toBe('America/Phoenix');
    expect(suggestTimeZoneForAddress('Somewhere by the lake')).toBeNull();
    expect(suggestTimeZoneForAddress('')).toBeNull();
  });
});
