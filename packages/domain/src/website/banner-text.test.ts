import { describe, expect, it } from 'vitest';
import { defaultBannerWelcomePhrase, resolveBannerText } from './banner-text.ts';

describe('banner text', () => {
  it('treats the default welcome phrase as empty, whatever its case and spacing', () => {
    expect(resolveBannerText(defaultBannerWelcomePhrase)).toBe('');
    expect(resolveBannerText(`  ${defaultBannerWelcomePhrase.toUpperCase()} `)).toBe('');
    expect(resolveBannerText('')).toBe('');
  });

  it('keeps any other text, trimmed', () => {
    expect(resolveBannerText('  Home opener Friday! ')).toBe('Home opener Friday!');
  });
});
