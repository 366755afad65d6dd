/**
 * A cell as a spreadsheet reads it safely: text that starts like a formula (=, +, -, @, tab, CR) is
 * kept as text with a leading apostrophe (formula injection), and every cell is quoted (RFC 4180).
 */
export function toCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Rows (the header first) as a CSV file: UTF-8 with a byte-order mark (so spreadsheets read
 * accents), CRLF lines, every cell quoted.
 */
export function buildCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(toCsvCell).join(',')).join('\r\n')}\r\n`;
}
