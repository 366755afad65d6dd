import { describe, expect, it } from 'vitest';
import {
  boardMemberMessages,
  describeStaffMember,
  findStaffDetailProblems,
  normalizeStaffDetails,
  staffMemberInputSchema,
} from './staff-schema.ts';

describe('staff member schema', () => {
  it('keeps the coach detail rows in their order with the values sent by title', () => {
    expect(
      normalizeStaffDetails([
        { title: 'Nationality', required: false, value: ' Canada ' },
        { title: 'Title', required: false, value: 'Head Coach' },
        { title: 'Shoe size', required: false, value: '44' },
      ]),
    ).toEqual([
      { title: 'Title', required: true, value: 'Head Coach' },
      { title: 'Hometown', required: false, value: '' },
      { title: 'Born', required: false, value: '' },
      { title: 'Nationality', required: false, value: 'Canada' },
    ]);
  });

  it('asks for the Title on its row, whatever the client says is required', () => {
    expect(findStaffDetailProblems([{ title: 'Title', required: false, value: ' ' }])).toEqual({
      'details.0.value': 'Please enter the Title',
    });
    expect(findStaffDetailProblems([{ title: 'Title', required: true, value: 'Manager' }])).toEqual({});
  });

  it('starts a member current and published, and asks for the name', () => {
    expect(staffMemberInputSchema.parse({ name: 'Dana Reyes' })).toMatchObject({
      current: true,
      published: true,
      email: '',
    });
    const missing = staffMemberInputSchema.safeParse({ name: ' ' });
    expect(missing.error?.issues[0]?.message).toBe('Please enter the name');
  });

  it('describes a member by title and previous status, and names the board in its prompt', () => {
    expect(describeStaffMember([{ title: 'Title', required: true, value: 'Treasurer' }], false)).toBe(
      'Treasurer · Previous',
    );
    expect(describeStaffMember([], true)).toBe('');
    expect(boardMemberMessages.selectPrompt).toBe(
      'Select one of the executive board members or create a new one',
    );
  });
});
