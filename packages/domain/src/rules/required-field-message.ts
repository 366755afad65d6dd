import { z } from 'zod';

/** The one wording for a missing value, for every entity (spec part 1 §5, part 2 §5). */
export function requiredFieldMessage(field: string): string {
  return `Please enter the ${field}`;
}

/** A required, trimmed text input whose error names the field, e.g. "Please enter the title". */
export function buildRequiredTextSchema(field: string, maxLength = 120) {
  const message = requiredFieldMessage(field);
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(maxLength, { error: `Please keep the ${field} under ${maxLength} characters` });
}
