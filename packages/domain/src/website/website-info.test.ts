import { describe, expect, it } from 'vitest';
import { itemAt } from '../lists/item-at.ts';
import { buildNewTeamDefaults } from '../seed/new-team-defaults.ts';
import { selectableSportsTypes } from '../sports/sports-types.ts';
import { visibleTextMessages } from '../text/visible-text.ts';
import {
  findRequiredContactsProblem,
  isPhoneNumber,
  websiteInfoMessages as m,
  maxWebsiteContacts,
  websiteInfoMaxLengths,
  websiteInfoSchema,
  websiteInfoUpdateSchema,
} from './website-info.ts';

const seededInfo = (sportsType = itemAt(selectableSportsTypes, 0)) =>
  buildNewTeamDefaults({
    teamName: 'Northfield Ice Hawks',
    organizationName: 'Northfield University',
    sportsType,
    websiteType: 'WEBSITEANDSTORE',
    now: new Date('2026-03-10T15:00:00Z'),
    email: 'coach@northfield.example',
  }).info;

const contact = { title: 'Tickets', email: 'tickets@northfield.example', tel: '', required: false };
const validUpdate = { ...websiteInfoSchema.parse(seededInfo()), contacts: [contact] };

/** The message of each failing field, keyed by its dotted path (as the server reports them). */
function fieldMessages(value: unknown): Record<string, string> {
  const issues = websiteInfoUpdateSchema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}

describe('website info update', () => {
  // The main contact is seeded without an address (never the admin's sign-in email, decision
  // 015): the first save asks for the team's public address, and with it the rest saves as seeded.
  it.each(selectableSportsTypes)(
    'accepts what a new %s team is seeded with once its public address is entered',
    (sportsType) => {
      const stored = websiteInfoSchema.parse(seededInfo(sportsType));
      expect(stored.contacts[0]?.email).toBe('');
      expect(fieldMessages(stored)).toEqual({ 'contacts.0.email': 'Please enter the email' });
      const completed = {
        ...stored,
        contacts: stored.contacts.map((entry, index) =>
          index === 0 ? { ...entry, email: 'hello@northfield.example' } : entry,
        ),
      };
      expect(websiteInfoUpdateSchema.parse(completed)).toEqual(completed);
    },
  );

  it('trims every text and saves a left-out text as empty', () => {
    const { slogan: _left, ...withoutSlogan } = validUpdate;
    const parsed = websiteInfoUpdateSchema.parse({
      ...withoutSlogan,
      alias: '  Hawks ',
      contacts: [{ title: ' Coach ', email: ' coach@northfield.example ', tel: ' (555) 123-4567 ' }],
    });
    expect(parsed.slogan).toBe('');
    expect(parsed.alias).toBe('Hawks');
    expect(parsed.contacts).toEqual([
      { title: 'Coach', email: 'coach@northfield.example', tel: '(555) 123-4567', required: false },
    ]);
  });

  it('asks for the title of a contact, and for a way to reach it', () => {
    expect(fieldMessages({ ...validUpdate, contacts: [{ title: ' ', email: '', tel: '' }] })).toEqual({
      'contacts.0.title': 'Please enter the title',
      'contacts.0.email': m.contactUnreachable,
    });
    expect(
      fieldMessages({ ...validUpdate, contacts: [{ title: 'Coach', email: '', tel: '555 123 4567' }] }),
    ).toEqual({});
  });

  it('asks for the email of the required (main) contact even when it has a phone', () => {
    const main = { title: 'General Enquiries', email: '', tel: '555 123 4567', required: true };
    expect(fieldMessages({ ...validUpdate, contacts: [main] })).toEqual({
      'contacts.0.email': 'Please enter the email',
    });
  });

  it('refuses a malformed email or phone on the field', () => {
    expect(
      fieldMessages({ ...validUpdate, contacts: [{ title: 'Coach', email: 'coach@', tel: '12-ab' }] }),
    ).toEqual({ 'contacts.0.email': m.emailInvalid, 'contacts.0.tel': m.phoneInvalid });
  });

  it('caps each text, and the number of contacts', () => {
    const long = 'x'.repeat(websiteInfoMaxLengths.slogan + 1);
    expect(fieldMessages({ ...validUpdate, slogan: long })).toEqual({
      slogan: visibleTextMessages.tooLong('slogan', websiteInfoMaxLengths.slogan),
    });
    const contacts = Array.from({ length: maxWebsiteContacts + 1 }, () => contact);
    expect(fieldMessages({ ...validUpdate, contacts })).toEqual({ contacts: m.tooManyContacts });
  });

  it('refuses control and invisible characters, keeping line breaks only in the multi-line texts', () => {
    expect(fieldMessages({ ...validUpdate, longAbout: 'We play.\n\nJoin us!' })).toEqual({});
    expect(fieldMessages({ ...validUpdate, slogan: 'Go\nHawks', stadiumName: 'Rink\u202e' })).toEqual({
      slogan: visibleTextMessages.controlCharacters('slogan'),
      stadiumName: visibleTextMessages.invisibleCharacters('stadium name'),
    });
  });
});

describe('phone numbers', () => {
  it.each(['555-1234', '(555) 123-4567', '+1 555 123 4567', '+44 20 7946 0958', '555.123.4567'])(
    'accepts %s',
    (value) => expect(isPhoneNumber(value)).toBe(true),
  );
  it.each(['12345', 'call me', '555-CALL-NOW', '+1 555 123 4567 8901 23', '++1 555 123 4567'])(
    'refuses %s',
    (value) => expect(isPhoneNumber(value)).toBe(false),
  );
});

describe('required contacts', () => {
  const main = { required: true };
  const other = { required: false };

  it('allows any change that keeps as many required contacts', () => {
    expect(findRequiredContactsProblem([main, other], [other, main])).toBeNull();
    expect(findRequiredContactsProblem([main], [main, other, other])).toBeNull();
    expect(findRequiredContactsProblem([], [other])).toBeNull();
  });

  it('refuses removing the main contact or marking another one required', () => {
    expect(findRequiredContactsProblem([main, other], [other])).toBe(m.requiredContactsChanged);
    expect(findRequiredContactsProblem([main], [main, main])).toBe(m.requiredContactsChanged);
    expect(findRequiredContactsProblem([], [{}, main])).toBe(m.requiredContactsChanged);
  });
});
