import { describe, expect, it } from 'vitest';
import { accountMessages } from '../accounts/account-messages.ts';
import { buildNewTeamDefaults } from '../seed/new-team-defaults.ts';
import { visibleTextMessages } from '../text/visible-text.ts';
import {
  buildDefaultStoreSchedule,
  buildDefaultStoreTitle,
  websiteStoreInfoMessages as m,
  maxStoreNotificationEmails,
  toEditorSchedule,
  websiteStoreInfoUpdateSchema,
} from './website-store-info.ts';

const now = new Date('2026-03-10T15:00:00Z');
const seeded = buildNewTeamDefaults({
  teamName: 'Northfield Ice Hawks',
  organizationName: 'Northfield University',
  sportsType: 'WOMENSICEHOCKEY',
  websiteType: 'WEBSITEANDSTORE',
  now,
  email: 'coach@northfield.example',
}).storeInfo;

// The tax rate and the external link code are the store settings' (decision 026), not the editor's.
const {
  message: _message,
  taxRateBasisPoints: _taxRate,
  externalStoreLinkCode: _linkCode,
  scheduleStartTime,
  scheduleEndTime,
  ...seededFields
} = seeded;
const editorInfo = {
  ...seededFields,
  ...toEditorSchedule({ scheduleStartTime, scheduleEndTime }, 'America/New_York', now),
};

function fieldMessages(value: unknown): Record<string, string> {
  const issues = websiteStoreInfoUpdateSchema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}

describe('store defaults (spec part 1 §9)', () => {
  it('titles the store after the team and opens it from now for 300 days', () => {
    expect(buildDefaultStoreTitle('Northfield Ice Hawks')).toBe('Northfield Ice Hawks Store');
    const schedule = buildDefaultStoreSchedule(now);
    expect(schedule.start).toEqual(now);
    expect(schedule.end.getTime() - now.getTime()).toBe(300 * 86_400_000);
  });

  it('shows the stored schedule in the team zone, and the default one where it is unreadable', () => {
    expect(editorInfo.scheduleStart).toBe('2026-03-10T11:00');
    expect(editorInfo.scheduleEnd).toBe('2027-01-04T10:00');
    expect(toEditorSchedule({ scheduleStartTime: '', scheduleEndTime: 'soon' }, 'UTC', now)).toEqual({
      scheduleStart: '2026-03-10T15:00',
      scheduleEnd: '2027-01-04T15:00',
    });
  });
});

describe('website store info update', () => {
  it.each([undefined, null, 'text', []])('refuses a body that is no object (%s) without throwing', (body) => {
    expect(websiteStoreInfoUpdateSchema.safeParse(body).success).toBe(false);
  });

  it('accepts what a new team is seeded with, unchanged', () => {
    expect(websiteStoreInfoUpdateSchema.parse(editorInfo)).toEqual(editorInfo);
  });

  it('trims, drops blank and repeated addresses, and keeps an empty title empty', () => {
    expect(
      websiteStoreInfoUpdateSchema.parse({
        ...editorInfo,
        title: '  ',
        address: ' 1 Rink Road\nNorthfield ',
        productNotificationEmails: [' shop@hawks.example ', '', 'SHOP@hawks.example', 'coach@hawks.example'],
        ticketNotificationEmails: [],
      }),
    ).toMatchObject({
      title: '',
      address: '1 Rink Road\nNorthfield',
      productNotificationEmails: ['shop@hawks.example', 'coach@hawks.example'],
      ticketNotificationEmails: [],
    });
  });

  it('puts each message on its field', () => {
    expect(
      fieldMessages({
        ...editorInfo,
        title: 't'.repeat(101),
        productNotificationEmails: ['shop@hawks.example', 'tickets@'],
        ticketNotificationEmails: Array.from(
          { length: maxStoreNotificationEmails + 1 },
          (_, i) => `t${i}@h.example`,
        ),
        scheduleStart: '',
        scheduleEnd: '2026-02-30T10:00',
      }),
    ).toEqual({
      title: visibleTextMessages.tooLong('title', 100),
      productNotificationEmails: m.emailInvalid('tickets@'),
      ticketNotificationEmails: m.tooManyEmails,
      scheduleStart: 'Please enter the schedule start',
      scheduleEnd: 'Please enter the schedule end as a date and time',
    });
    expect(m.emailInvalid('x')).toContain(accountMessages.emailInvalid);
    expect(fieldMessages({ ...editorInfo, scheduleEnd: '' })).toEqual({
      scheduleEnd: 'Please enter the schedule end',
    });
  });

  it('wants the schedule to end after it starts, also when another field is wrong', () => {
    const same = { ...editorInfo, scheduleStart: '2026-05-01T09:00', scheduleEnd: '2026-05-01T09:00' };
    expect(fieldMessages(same)).toEqual({ scheduleEnd: m.scheduleEndNotAfterStart });
    expect(fieldMessages({ ...same, scheduleEnd: '2026-04-30T23:00', title: 't'.repeat(101) })).toEqual({
      title: visibleTextMessages.tooLong('title', 100),
      scheduleEnd: m.scheduleEndNotAfterStart,
    });
  });
});
