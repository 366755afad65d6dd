import { describe, expect, it } from 'vitest';
import { submittedFormAnswersSchema } from './submitted-form-answers.ts';

describe('submitted form answers', () => {
  it('keeps id, title and value of each answer', () => {
    expect(
      submittedFormAnswersSchema.parse([
        { id: 'q1', title: 'First name', value: ' Jane ' },
        { id: 'q2', title: 'Additional information' },
      ]),
    ).toEqual([
      { id: 'q1', title: 'First name', value: 'Jane' },
      { id: 'q2', title: 'Additional information', value: '' },
    ]);
  });

  it('needs an id', () => {
    expect(submittedFormAnswersSchema.safeParse([{ id: '', title: 'x', value: 'y' }]).success).toBe(false);
  });
});
