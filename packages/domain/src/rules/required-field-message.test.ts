import { describe, expect, it } from 'vitest';
import { buildRequiredTextSchema, requiredFieldMessage } from './required-field-message.ts';

describe('required field message', () => {
  it('uses the spec wording', () => {
    expect(requiredFieldMessage('title')).toBe('Please enter the title');
    expect(requiredFieldMessage('Team Number')).toBe('Please enter the Team Number');
  });

  it('drives a required text schema', () => {
    const schema = buildRequiredTextSchema('name', 5);
    expect(schema.parse('  Ann ')).toBe('Ann');
    expect(schema.safeParse('   ').error?.issues[0].message).toBe('Please enter the name');
    expect(schema.safeParse(undefined).error?.issues[0].message).toBe('Please enter the name');
    expect(schema.safeParse('Annabel').error?.issues[0].message).toBe(
      'Please keep the name under 5 characters',
    );
  });
});
