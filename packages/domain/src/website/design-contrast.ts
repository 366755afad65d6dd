import {
  computeContrastRatio,
  minimumTextContrast,
  pickReadableTextColor,
  sitePageBackgrounds,
} from './color-contrast.ts';

/**
 * The design editor's live contrast check (WCAG 2 AA, 4.5:1 for text). It warns where the site
 * would otherwise have to step in: the site keeps every text readable by itself (see
 * apps/server/src/site/site-team-view.ts), so a warning tells the admin what visitors will see
 * instead of the chosen color. Warnings never block saving.
 */
export type DesignContrastWarningCode = 'font-on-primary' | 'secondary-as-text';

export interface DesignContrastWarning {
  code: DesignContrastWarningCode;
  /** The contrast ratio found, rounded to one decimal. */
  ratio: number;
  message: string;
}

const describeRatio = (ratio: number) => `${ratio.toFixed(1)}:1; WCAG AA asks for ${minimumTextContrast}:1`;
const colorName = (hex: string) => (hex === '#ffffff' ? 'white' : 'black');

/** Colors that are not #hex yet (being typed) are not judged. */
export function findDesignContrastWarnings(input: {
  primaryColor: string;
  secondaryColor: string;
  fontColor: string;
  darkMode: 'light' | 'dark';
}): DesignContrastWarning[] {
  const warnings: DesignContrastWarning[] = [];
  const onPrimary = computeContrastRatio(input.fontColor, input.primaryColor);
  if (onPrimary !== null && onPrimary < minimumTextContrast) {
    warnings.push({
      code: 'font-on-primary',
      ratio: Math.round(onPrimary * 10) / 10,
      message: `Text in the font color is hard to read on the primary color (${describeRatio(onPrimary)}). Your site will show ${colorName(pickReadableTextColor(input.primaryColor))} text on the primary color instead.`,
    });
  }
  const background = sitePageBackgrounds[input.darkMode];
  const asText = computeContrastRatio(input.secondaryColor, background);
  if (asText !== null && asText < minimumTextContrast) {
    const shade = input.darkMode === 'dark' ? 'lighter' : 'darker';
    warnings.push({
      code: 'secondary-as-text',
      ratio: Math.round(asText * 10) / 10,
      message: `Links in the secondary color are hard to read on your ${input.darkMode} pages (${describeRatio(asText)}). Your site will show them in a ${shade} shade of it.`,
    });
  }
  return warnings;
}
