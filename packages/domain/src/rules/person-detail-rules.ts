import type { DetailEntry } from '../content/person-details.ts';
import type { DetailFieldDefinition } from '../sports/person-detail-fields.ts';
import { requiredFieldMessage } from './required-field-message.ts';

/**
 * Which required details are empty. The sport's definitions decide what is required, not the
 * `required` flag a client sent with the rows, so a client cannot switch a requirement off.
 */
export function findMissingDetails(
  definitions: readonly DetailFieldDefinition[],
  details: readonly DetailEntry[],
): { title: string; message: string }[] {
  return definitions
    .filter((d) => d.required)
    .filter((d) => !details.some((row) => row.title === d.title && row.value.trim() !== ''))
    .map((d) => ({ title: d.title, message: requiredFieldMessage(d.title) }));
}
