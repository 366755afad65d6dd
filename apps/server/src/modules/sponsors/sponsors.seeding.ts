import { sponsors } from '../../db/schema/sponsors.ts';
import { keyedRowsSeedPart } from '../teams/team-seed-part.ts';

/** The sample sponsor. */
export const sponsorsSeeding = keyedRowsSeedPart({
  area: 'sponsors',
  table: sponsors,
  sample: true,
  recordsOf: ({ content }) => content.sponsors,
});
