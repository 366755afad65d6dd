import { describe, expect, it } from 'vitest';
import {
  communicationRecipients,
  communicationsMessages,
  communicationsSettingsSchema,
  filterMailRecipients,
  type MailPreferences,
  mayMailGoTo,
} from './communications.ts';

const everything = { account: true, updates: true, tips: true, all: true };

function preferences(overrides: Partial<MailPreferences['notifications']> = {}): MailPreferences {
  return {
    communications: {
      emails: [
        { email: 'coach@hawks.org', ...everything },
        { email: 'Treasurer@Hawks.org', ...everything, tips: false },
        { email: 'quiet@hawks.org', ...everything, all: false },
      ],
      emailsNotAllowed: ['blocked@hawks.org'],
    },
    notifications: {
      feedbackNotification: true,
      futureNotification: true,
      domainNotification: true,
      ...overrides,
    },
  };
}

describe('may this mail go to this address', () => {
  it('always sends what a person is owed, whatever the preferences say', () => {
    const none = preferences({
      feedbackNotification: false,
      futureNotification: false,
      domainNotification: false,
    });
    for (const category of ['transactional', 'security', 'billing'] as const) {
      expect(mayMailGoTo(category, 'quiet@hawks.org', none)).toBe(true);
      expect(mayMailGoTo(category, 'blocked@hawks.org', none)).toBe(true);
    }
  });

  it('holds back optional mail an address opted out of, by kind or all at once', () => {
    const prefs = preferences();
    expect(mayMailGoTo('tips', 'coach@hawks.org', prefs)).toBe(true);
    expect(mayMailGoTo('tips', 'treasurer@hawks.org', prefs)).toBe(false);
    expect(mayMailGoTo('updates', 'treasurer@hawks.org', prefs)).toBe(true);
    for (const category of ['notice', 'updates', 'tips', 'feedback', 'future', 'domain'] as const) {
      expect(mayMailGoTo(category, 'quiet@hawks.org', prefs), category).toBe(false);
      expect(mayMailGoTo(category, 'BLOCKED@hawks.org', prefs), category).toBe(false);
    }
  });

  it('follows the team’s notification preferences for feedback, future and domain mail', () => {
    const noDomain = preferences({ domainNotification: false });
    expect(mayMailGoTo('domain', 'coach@hawks.org', noDomain)).toBe(false);
    expect(mayMailGoTo('feedback', 'coach@hawks.org', noDomain)).toBe(true);
    expect(mayMailGoTo('feedback', 'coach@hawks.org', preferences({ feedbackNotification: false }))).toBe(
      false,
    );
    expect(mayMailGoTo('future', 'coach@hawks.org', preferences({ futureNotification: false }))).toBe(false);
  });

  it('lets an address the team did not list answer only to the team-wide rules', () => {
    expect(mayMailGoTo('feedback', 'recipient@elsewhere.org', preferences())).toBe(true);
    expect(
      mayMailGoTo('feedback', 'recipient@elsewhere.org', preferences({ feedbackNotification: false })),
    ).toBe(false);
  });

  it('filters a recipient list and picks the team’s own addresses for a category', () => {
    expect(
      filterMailRecipients(
        'feedback',
        ['coach@hawks.org', 'quiet@hawks.org', 'coach@hawks.org'],
        preferences(),
      ),
    ).toEqual(['coach@hawks.org']);
    expect(communicationRecipients('tips', preferences())).toEqual(['coach@hawks.org']);
  });
});

describe('communications settings', () => {
  it('lower-cases addresses, defaults the flags and names the field of a bad phone', () => {
    const parsed = communicationsSettingsSchema.parse({
      emails: [{ email: ' Coach@Hawks.org ' }],
      phones: [{ phone: '+1 (555) 010-2030', tips: false }],
      notifications: {},
    });
    expect(parsed.emails).toEqual([
      { email: 'coach@hawks.org', account: true, updates: true, tips: true, all: true },
    ]);
    expect(parsed.phones[0]).toMatchObject({ tips: false, all: true });
    const bad = communicationsSettingsSchema.safeParse({
      emails: [{ email: 'a@b.org' }],
      phones: [{ phone: 'call me' }],
      notifications: {},
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phones.0.phone', communicationsMessages.phoneInvalid],
    ]);
    const duplicate = communicationsSettingsSchema.safeParse({
      emails: [{ email: 'a@b.org' }, { email: 'A@b.org' }],
      phones: [],
      notifications: {},
    });
    expect(duplicate.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['emails', communicationsMessages.duplicateEmail],
    ]);
  });
});
