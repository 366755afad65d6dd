import { buildCsv, type SubmittedFormAnswer } from '@sideline/domain';

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
 * The inbox as CSV (domain `buildCsv`): one column per question across the forms (by question title, in order of first appearance).
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
  return buildCsv([header, ...lines]);
}
