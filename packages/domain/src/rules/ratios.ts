/**
 * Success ratios (save percentage, kicking accuracy) are kept as numbers rounded to a fixed number
 * of decimals, and null when nothing was attempted (0 of 0 is no ratio, not 0).
 */
export function computeRatio(successes: number, attempts: number, decimals: number): number | null {
  if (attempts <= 0) return null;
  const factor = 10 ** decimals;
  return Math.round((successes / attempts) * factor) / factor;
}

/** Rugby accuracy is shown as a ratio with 2 decimals (spec part 2 §9): "0.67"; "-" without attempts. */
export function formatRugbyAccuracy(ratio: number | null): string {
  return ratio === null ? '-' : ratio.toFixed(2);
}

/** Hockey and lacrosse write save percentage the traditional way: ".923", "1.000"; "-" without shots. */
export function formatSavePercentage(ratio: number | null): string {
  if (ratio === null) return '-';
  const text = ratio.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}
