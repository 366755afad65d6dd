import { describe, expect, it } from 'vitest';
import {
  type FormFieldInput,
  findFormFieldProblems,
  formFieldMessages,
  formFieldSchema,
  formFieldsSchema,
} from './form-fields.ts';

const fields = (...inputs: FormFieldInput[]) => inputs.map((f) => formFieldSchema.parse(f));
const userEmail: FormFieldInput = {
  id: 'email',
  kind: 'email',
  title: 'Email',
  required: true,
  isUserEmail: true,
};

describe('form field rules', () => {
  it('accepts a form with exactly one required user email', () => {
    expect(findFormFieldProblems(fields(userEmail, { id: 'name', kind: 'text', title: 'Name' }))).toEqual([]);
  });

  it('needs one user-email field, selected and required', () => {
    const messages = (list: FormFieldInput[]) => findFormFieldProblems(fields(...list)).map((p) => p.message);
    expect(messages([{ id: 'name', kind: 'text', title: 'Name' }])).toContain(
      formFieldMessages.userEmailMissing,
    );
    expect(messages([userEmail, { ...userEmail, id: 'email2' }])).toContain(
      formFieldMessages.userEmailMoreThanOne,
    );
    expect(messages([{ ...userEmail, required: false }])).toContain(formFieldMessages.userEmailNotRequired);
  });

  it('needs choices with a title and a valid price, and a valid number of lines', () => {
    const problems = findFormFieldProblems(
      fields(
        userEmail,
        { id: 'size', kind: 'select', title: 'Size' },
        { id: 'dues', kind: 'select', title: 'Dues', options: [{ id: 'a', title: '', priceCents: 2500 }] },
        { id: 'notes', kind: 'multiline', title: 'Notes', lines: 1 },
      ),
    );
    expect(problems).toEqual([
      { path: 'fields.1.options', message: formFieldMessages.optionsMissing },
      { path: 'fields.2.options.0.title', message: formFieldMessages.optionTitleMissing },
      { path: 'fields.3.lines', message: formFieldMessages.linesInvalid },
    ]);
    const priced = formFieldSchema.safeParse({
      id: 'dues',
      kind: 'select',
      title: 'Dues',
      options: [{ id: 'a', title: 'Season', priceCents: 12.5 }],
    });
    expect(priced.success).toBe(false);
  });

  it('reports problems with their paths through the list schema', () => {
    const result = formFieldsSchema.safeParse([{ id: 'n', kind: 'multiline', title: 'Notes', lines: 50 }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['', '0.lines']);
  });
});
