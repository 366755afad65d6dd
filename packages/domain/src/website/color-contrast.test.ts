import { describe, expect, it } from 'vitest';
import {
  adjustColorForContrast,
  computeContrastRatio,
  hasReadableContrast,
  parseHexColor,
} from './color-contrast.ts';

describe('color contrast', () => {
  it('reads #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#008000')).toEqual({ r: 0, g: 128, b: 0 });
    expect(parseHexColor('green')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });

  it('gives the WCAG ratios of known pairs', () => {
    expect(computeContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(computeContrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(computeContrastRatio('#008000', '#ffffff')).toBeCloseTo(5.14, 2);
    expect(computeContrastRatio('red', '#ffffff')).toBeNull();
  });

  it('keeps a readable color and lightens or darkens an unreadable one until it passes AA', () => {
    expect(adjustColorForContrast('#008000', '#ffffff', '#000')).toBe('#008000');
    const onDark = adjustColorForContrast('#008000', '#121212', '#fff');
    expect(onDark).not.toBe('#008000');
    expect(hasReadableContrast(onDark, '#121212')).toBe(true);
    const yellowOnWhite = adjustColorForContrast('#ffee00', '#ffffff', '#000');
    expect(hasReadableContrast(yellowOnWhite, '#ffffff')).toBe(true);
    expect(adjustColorForContrast('not-a-color', '#ffffff', '#123456')).toBe('#123456');
  });
});
