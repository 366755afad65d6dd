import { describe, expect, it } from 'vitest';
import { requiredFieldMessage } from './required-field-message.ts';

describe('required field message', () => {
  it('uses the spec wording', () => {
    expect(requiredFieldMessage('title')).toBe('Please enter the title');
    expect(requiredFieldMessage('Team Number')).toBe('Please enter the Team Number');
  });
});
