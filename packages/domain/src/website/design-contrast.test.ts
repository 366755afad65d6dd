import { describe, expect, it } from 'vitest';
import { findDesignContrastWarnings } from './design-contrast.ts';

const defaults = {
  primaryColor: '#000000',
  secondaryColor: '#008000',
  fontColor: '#ffffff',
  darkMode: 'light' as const,
};

describe('findDesignContrastWarnings', () => {
  it('is quiet for the default colors on light pages', () => {
    expect(findDesignContrastWarnings(defaults)).toEqual([]);
  });

  it('warns when the font color fails AA on the primary color, naming what the site shows instead', () => {
    const [warning] = findDesignContrastWarnings({ ...defaults, primaryColor: '#ffff00' });
    expect(warning?.code).toBe('font-on-primary');
    expect(warning?.ratio).toBe(1.1);
    expect(warning?.message).toContain('1.1:1; WCAG AA asks for 4.5:1');
    expect(warning?.message).toContain('black text');
  });

  it('warns when the secondary color fails AA as link text on the page background of the mode', () => {
    expect(findDesignContrastWarnings({ ...defaults, darkMode: 'dark' }).map((w) => w.code)).toEqual([
      'secondary-as-text',
    ]);
    const [light] = findDesignContrastWarnings({ ...defaults, secondaryColor: '#7fff7f' });
    expect(light?.message).toContain('darker shade');
  });

  it('does not judge a color still being typed', () => {
    expect(findDesignContrastWarnings({ ...defaults, primaryColor: '#ff', fontColor: '#ffff' })).toEqual([]);
  });
});
