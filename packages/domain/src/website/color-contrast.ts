/**
 * WCAG 2 contrast between colors (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). The public
 * site uses it to keep a team's chosen colors readable; the design editor warns with it.
 */

/** AA minimum for body text. */
export const minimumTextContrast = 4.5;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** #rgb or #rrggbb (case-insensitive); null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!digits) return null;
  const hex =
    digits.length === 3
      ? digits
          .split('')
          .map((c) => c + c)
          .join('')
      : digits;
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio from 1 (same) to 21 (black on white); null when a color is not #hex. */
export function computeContrastRatio(foreground: string, background: string): number | null {
  const fg = parseHexColor(foreground);
  const bg = parseHexColor(background);
  if (!fg || !bg) return null;
  const [first, second] = [relativeLuminance(fg), relativeLuminance(bg)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/**
 * The page surfaces of the public site that text in the team's colors sits on: the darkest light
 * one and the lightest dark one (packages/site/src/site.css), so a color readable on these reads
 * on every surface of its mode.
 */
export const sitePageBackgrounds = { light: '#f4f5f7', dark: '#1d232a' } as const;

/** White or black, whichever reads better on the background. */
export function pickReadableTextColor(background: string): '#ffffff' | '#000000' {
  return (computeContrastRatio('#ffffff', background) ?? 0) >=
    (computeContrastRatio('#000000', background) ?? 0)
    ? '#ffffff'
    : '#000000';
}

export function hasReadableContrast(foreground: string, background: string): boolean {
  return (computeContrastRatio(foreground, background) ?? 0) >= minimumTextContrast;
}

/**
 * The color itself when it reads well on the background; otherwise the same hue mixed toward
 * white (on dark backgrounds) or black (on light ones) just enough to reach AA. A team's green
 * stays green, only lighter or darker. A color that is not #hex becomes the fallback.
 */
export function adjustColorForContrast(color: string, background: string, fallback: string): string {
  const rgb = parseHexColor(color);
  const bg = parseHexColor(background);
  if (!rgb || !bg) return fallback;
  if (hasReadableContrast(color, background)) return toHex(rgb);
  const target = relativeLuminance(bg) < 0.5 ? 255 : 0;
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = {
      r: rgb.r + (target - rgb.r) * t,
      g: rgb.g + (target - rgb.g) * t,
      b: rgb.b + (target - rgb.b) * t,
    };
    const hex = toHex(mixed);
    if (hasReadableContrast(hex, background)) return hex;
  }
  return target === 255 ? '#ffffff' : '#000000';
}
