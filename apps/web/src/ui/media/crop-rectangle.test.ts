import { describe, expect, it } from 'vitest';
import { toSourceCrop } from './crop-rectangle.ts';

describe('toSourceCrop', () => {
  it('turns a crop in percent into whole source pixels', () => {
    expect(toSourceCrop({ unit: '%', x: 10, y: 25, width: 50, height: 50 }, 2000, 1000)).toEqual({
      x: 200,
      y: 250,
      width: 1000,
      height: 500,
    });
  });

  it('keeps the rectangle inside the picture', () => {
    expect(toSourceCrop({ unit: '%', x: 60, y: -1, width: 40.4, height: 101 }, 1000, 500)).toEqual({
      x: 600,
      y: 0,
      width: 400,
      height: 500,
    });
  });

  it('sends no crop for the whole picture or an empty selection', () => {
    expect(toSourceCrop({ unit: '%', x: 0, y: 0, width: 100, height: 100 }, 640, 480)).toBeUndefined();
    expect(toSourceCrop({ unit: '%', x: 20, y: 20, width: 0, height: 0 }, 640, 480)).toBeUndefined();
  });
});
