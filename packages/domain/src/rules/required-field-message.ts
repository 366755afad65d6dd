/**
 * The one wording for a missing value, for every entity (spec part 1 §5, part 2 §5). The schema of a
 * required text field is `visibleTextSchema` (text/visible-text.ts), which uses this wording.
 */
export function requiredFieldMessage(field: string): string {
  return `Please enter the ${field}`;
}
