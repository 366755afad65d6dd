import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * The agreement's font, self-hosted from an npm package (nothing is fetched): DejaVu Sans, which
 * draws Latin with every accent, Greek and Cyrillic, so names print as typed — "Łódź Ice
 * Dragons", "Zoë Núñez", "Ørjan" — instead of the standard fonts' "?". Chinese, Japanese and
 * Korean characters are not in it and print as "?" (docs/decisions/022 says why).
 */
const fontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
type FontFile = keyof typeof fontFiles;

// Read once per process.
const bytesCache = new Map<FontFile, Uint8Array>();
const bytesOf = (file: FontFile): Uint8Array => {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = readFileSync(fontFiles[file]);
    bytesCache.set(file, bytes);
  }
  return bytes;
};

let coversCodePoint: ((codePoint: number) => boolean) | null = null;
/** Whether DejaVu Sans draws a code point (its character map, parsed once per process). */
const covers = (codePoint: number): boolean => {
  if (!coversCodePoint) {
    const font = fontkit.create(bytesOf('regular'));
    coversCodePoint = (point) => font.hasGlyphForCodePoint(point);
  }
  return coversCodePoint(codePoint);
};

/** One weight of the agreement's font. */
export interface FontFace {
  font: PDFFont;
  /** The text as it can be drawn: a character the font lacks becomes "?". */
  printable(text: string): string;
}

const printable = (text: string): string =>
  Array.from(text, (character) => (covers(character.codePointAt(0) ?? 0) ? character : '?')).join('');

/** Embeds the regular and bold faces, subset to the characters drawn (about 25 KB for both). */
export async function embedAgreementFonts(pdf: PDFDocument): Promise<{ regular: FontFace; bold: FontFace }> {
  pdf.registerFontkit(fontkit);
  const embed = (file: FontFile) => pdf.embedFont(bytesOf(file), { subset: true });
  const [regular, bold] = await Promise.all([embed('regular'), embed('bold')]);
  return { regular: { font: regular, printable }, bold: { font: bold, printable } };
}
