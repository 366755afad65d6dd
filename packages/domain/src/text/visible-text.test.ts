import { describe, expect, it } from 'vitest';
import {
  findForbiddenCharacters,
  personNameSchema,
  visibleTextMessages as t,
  visibleTextSchema,
} from './visible-text.ts';

const teamName = visibleTextSchema({ field: 'team name', max: 20, requireLetter: true });
const message = visibleTextSchema({ field: 'message', max: 200, multiline: true });
const optionalNote = visibleTextSchema({ field: 'note', max: 10, required: false });

function problemOf(
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('visible text rule', () => {
  it('trims and NFC-normalizes accepted text', () => {
    expect(teamName.parse('  Harbor Hawks ')).toBe('Harbor Hawks');
    // "é" typed as e + combining acute is stored as the single code point.
    expect(teamName.parse('Cafe\u0301 United')).toBe('Café United');
  });

  it.each([
    ['NUL', 'Hawks\u0000'],
    ['BEL', 'Ha\u0007wks'],
    ['CR LF', 'Hawks\r\nBcc: x@example.org'],
    ['a trailing LF', 'Hawks\n'],
    ['TAB', 'Har\tbor'],
    ['DEL', 'Hawks\u007f'],
    ['a C1 control (NEL)', 'Hawks\u0085'],
    ['the line separator', 'Hawks\u2028'],
  ])('refuses %s with a message naming the field', (_, value) => {
    expect(problemOf(teamName, value)).toBe(t.controlCharacters('team name'));
  });

  it.each([
    ['right-to-left override', '\u202eHawks'],
    ['left-to-right embedding', 'Hawks\u202a'],
    ['first-strong isolate', 'Hawks\u2068x'],
    ['pop directional isolate', 'Hawks\u2069'],
    ['right-to-left mark', 'Hawks\u200f'],
    ['zero-width space', 'Ha\u200bwks'],
    ['word joiner', 'Ha\u2060wks'],
    ['byte-order mark inside', 'Ha\ufeffwks'],
    ['soft hyphen', 'Ha\u00adwks'],
    ['a Hangul filler', 'Hawks\u3164'],
    ['a lone surrogate', 'Hawks\ud800'],
    ['a zero-width joiner at the end', 'Hawks\u200d'],
    ['only an override and a zero-width space', '\u202e\u200b'],
  ])('refuses the %s', (_, value) => {
    expect(problemOf(teamName, value)).toBe(t.invisibleCharacters('team name'));
  });

  it('allows joiners between visible characters (Persian names, emoji sequences)', () => {
    expect(findForbiddenCharacters('می\u200cخواهم')).toBeNull();
    expect(teamName.parse('Team 👩\u200d👩\u200d👧')).toBe('Team 👩\u200d👩\u200d👧');
  });

  it('asks for the field when blank, caps the length in code points and requires a letter', () => {
    expect(problemOf(teamName, '   ')).toBe('Please enter the team name');
    expect(problemOf(teamName, undefined)).toBe('Please enter the team name');
    expect(problemOf(teamName, 'x'.repeat(21))).toBe(t.tooLong('team name', 20));
    // 20 code points (35 UTF-16 units) fit a cap of 20.
    expect(teamName.parse(`${'🏒'.repeat(15)}Hawks`)).toHaveLength(15 * 2 + 5);
    expect(problemOf(teamName, '1234 !!')).toBe(t.needsLetter('team name'));
    expect(teamName.parse('76ers')).toBe('76ers');
    expect(teamName.parse('Ñandú Bogotá')).toBe('Ñandú Bogotá');
  });

  it('keeps line breaks and tabs in multi-line text but no other control character', () => {
    expect(message.parse('Hello,\r\n\tthanks!\n')).toBe('Hello,\r\n\tthanks!');
    expect(problemOf(message, 'Hello\u0000')).toBe(t.multilineControlCharacters('message'));
    expect(problemOf(message, 'Hello\u202e')).toBe(t.invisibleCharacters('message'));
  });

  it('accepts a blank or absent optional field, and still checks a filled one', () => {
    expect(optionalNote.parse(undefined)).toBeUndefined();
    expect(optionalNote.parse('  ')).toBe('');
    expect(problemOf(optionalNote, 'a\u0007')).toBe(t.controlCharacters('note'));
  });

  it('gives person names a catalogue message and a 60-character cap', () => {
    const firstName = personNameSchema('first name', { missingMessage: 'Please enter the first name' });
    expect(firstName.parse(' Siobhán ')).toBe('Siobhán');
    expect(firstName.parse("O'Neil-Smith")).toBe("O'Neil-Smith");
    expect(problemOf(firstName, '')).toBe('Please enter the first name');
    expect(problemOf(firstName, 'A'.repeat(61))).toBe(t.tooLong('first name', 60));
    expect(problemOf(firstName, 'Jor\r\ndan')).toBe(t.controlCharacters('first name'));
  });
});
