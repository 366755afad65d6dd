/** The longest uploaded file name a page or message repeats. */
const maxShownFileNameLength = 80;

/**
 * An uploader's file name as we show and keep it: no folders (old browsers send them), no control
 * characters, not too long (the extension is kept); `fallback` when nothing is left.
 */
export function toShownFileName(raw: string | undefined, fallback: string): string {
  const name = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (!name) return fallback;
  if (name.length <= maxShownFileNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 8 ? name.slice(dot) : '';
  return `${name.slice(0, maxShownFileNameLength - 1 - extension.length)}…${extension}`;
}
