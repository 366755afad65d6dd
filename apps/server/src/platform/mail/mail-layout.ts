import { escapeHtml } from '../html.ts';
import type { MailContent } from './outbox.ts';

/**
 * The look every mail shares and the way a template is declared. The templates live with their
 * areas (the module's `mails`: accounts, contact, form-submissions) and the mail layer gathers
 * them from the registry (mail-catalog.ts). A template returns subject, HTML and plain text from
 * the same values; every value is HTML-escaped in the HTML part. Wording is ours (the spec names
 * the mails but does not show them).
 */

export const brand = 'Sideline';

/**
 * A paragraph of text, an action button, a small table of label/value rows, quoted text, a
 * person's own message (its line breaks kept), or small print.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'rows'; rows: [string, string][] }
  | { kind: 'quote'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'small'; text: string }
  /** An image carried in the mail itself (a PNG data URI: a ticket's QR code needs no fetch). */
  | { kind: 'image'; src: `data:image/png;base64,${string}`; alt: string; size: number };

export const p = (text: string): Block => ({ kind: 'p', text });
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
export const rows = (entries: [string, string][]): Block => ({ kind: 'rows', rows: entries });
export const quote = (text: string): Block => ({ kind: 'quote', text });
export const message = (text: string): Block => ({ kind: 'message', text });
export const small = (text: string): Block => ({ kind: 'small', text });
export const image = (src: `data:image/png;base64,${string}`, alt: string, size: number): Block => ({
  kind: 'image',
  src,
  alt,
  size,
});
/** A mail's opening line to a person, by first name when known. */
export const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'p':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(b.href)}" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(b.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555;line-height:1.5">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(b.href)}" style="color:#0b6e4f;word-break:break-all">${escapeHtml(b.href)}</a></p>`;
    case 'rows':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${b.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555555;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0b6e4f;background:#f4f7f6;white-space:pre-wrap;line-height:1.5">${escapeHtml(b.text)}</blockquote>`;
    case 'message':
      return `<div style="margin:0 0 16px;white-space:pre-wrap;line-height:1.5">${escapeHtml(b.text)}</div>`;
    case 'image':
      return `<p style="margin:0 0 16px"><img src="${escapeHtml(b.src)}" alt="${escapeHtml(b.alt)}" width="${b.size}" height="${b.size}" style="display:block;border:0"></p>`;
    case 'small':
      return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e0e0e0;font-size:12px;color:#555555;line-height:1.5">${escapeHtml(b.text)}</p>`;
  }
}

function renderHtml(heading: string, blocks: Block[]): string {
  const body = blocks.map(blockHtml).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f2f2f2;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b6e4f">${brand}</p>
<h1 style="margin:0 0 20px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#777777;text-align:center">${brand} · websites and stores for club sports teams</p>
</div>
</body>
</html>`;
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'p':
    case 'message':
      return b.text;
    case 'image':
      return `[${b.alt}]`;
    case 'small':
      return `---\n${b.text}`;
    case 'button':
      return `${b.label}:\n${b.href}`;
    case 'rows':
      return b.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return b.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

function renderText(heading: string, blocks: Block[]): string {
  const body = blocks.map(blockText).join('\n\n');
  return `${heading}\n\n${body}\n\n-- \n${brand} · websites and stores for club sports teams\n`;
}

/** What a template composes from its values; the layout makes the HTML and the text of it. */
export interface MailBody {
  subject: string;
  heading: string;
  blocks: Block[];
  /** The values the template was filled with (kept on the outbox row). */
  variables: Record<string, string>;
}

export function mailBody(
  subject: string,
  heading: string,
  blocks: Block[],
  variables: Record<string, string>,
): MailBody {
  return { subject, heading, blocks, variables };
}

/** A mail template: called with its values it renders the mail; its id names it on the outbox row. */
export interface MailTemplate<Values> {
  (values: Values): MailContent;
  readonly templateId: string;
}

/** What the mail layer reads of an area's templates: their ids (ServerModule.mails). */
export interface DeclaredMailTemplate {
  readonly templateId: string;
}

export function defineMailTemplate<Values>(
  templateId: string,
  compose: (values: Values) => MailBody,
): MailTemplate<Values> {
  const render = (values: Values): MailContent => {
    const { subject, heading, blocks, variables } = compose(values);
    return {
      templateId,
      subject,
      html: renderHtml(heading, blocks),
      text: renderText(heading, blocks),
      variables,
    };
  };
  return Object.assign(render, { templateId });
}
