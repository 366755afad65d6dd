import type { SubmittedFormAnswer } from '@sideline/domain';

/** One exported submission: the fixed columns, then its answers. */
export interface CsvSubmission {
  sentAt: string;
  form: string;
  email: string;
  read: boolean;
  replied: boolean;
  payment: string;
  answers: SubmittedFormAnswer[];
}

/**
 * A cell as a spreadsheet reads it safely: text that starts like a formula (=, +, -, @, tab, CR) is
 * kept as text with a leading apostrophe (formula injection), and every cell is quoted (RFC 4180).
 */
export function toCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The inbox as CSV: UTF-8 with a byte-order mark (so spreadsheets read accents), CRLF lines, one
 * column per question across the forms (by question title, in order of first appearance).
 */
export function buildSubmissionsCsv(rows: CsvSubmission[]): string {
  const questions: string[] = [];
  for (const row of rows) {
    for (const answer of row.answers) if (!questions.includes(answer.title)) questions.push(answer.title);
  }
  const header = ['Submitted at', 'Form', 'Email', 'Read', 'Replied', 'Payment', ...questions];
  const lines = rows.map((row) => {
    const byTitle = new Map(row.answers.map((answer) => [answer.title, answer.value]));
    return [
      row.sentAt,
      row.form,
      row.email,
      row.read ? 'Yes' : 'No',
      row.replied ? 'Yes' : 'No',
      row.payment,
      ...questions.map((question) => byTitle.get(question) ?? ''),
    ];
  });
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(toCsvCell).join(',')).join('\r\n')}\r\n`;
}
