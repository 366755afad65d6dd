import { describe, expect, it } from 'vitest';
import { countSampleRecords } from './sample-content.ts';

describe('countSampleRecords', () => {
  it('counts per kind in the kinds order, with the right plurals', () => {
    const record = (kind: Parameters<typeof countSampleRecords>[0][number]['kind'], id: string) => ({
      kind,
      id,
      title: id,
    });
    expect(
      countSampleRecords([
        record('gallery', 'g'),
        record('coach', 'c1'),
        record('coach', 'c2'),
        record('alumnus', 'a1'),
        record('alumnus', 'a2'),
        record('player', 'p'),
      ]),
    ).toEqual(['1 player', '2 alumni', '2 coaches', '1 gallery']);
  });
});
