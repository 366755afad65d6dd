import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMail } from './outbox.ts';

/** Where the worker hands a mail: a folder of .eml files (embedded default) or an SMTP server. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutboxMail): Promise<void>;
  close?(): void;
}

const toMessageId = (mailId: string) => `<${mailId}@sideline.mail>`;

/** The nodemailer message of an outbox row; the row id is the Message-ID, so retries are recognisable. */
export function toMessageOptions(mail: OutboxMail) {
  return {
    messageId: toMessageId(mail.id),
    from: mail.from,
    to: mail.to,
    cc: mail.cc.length ? mail.cc : undefined,
    bcc: mail.bcc.length ? mail.bcc : undefined,
    replyTo: mail.replyTo ?? undefined,
    ...(mail.inReplyTo
      ? { inReplyTo: toMessageId(mail.inReplyTo), references: [toMessageId(mail.inReplyTo)] }
      : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date: mail.timeCreated,
    headers: {
      'X-Sideline-Mail-Id': mail.id,
      'X-Sideline-Template': mail.templateId,
      ...(mail.teamId ? { 'X-Sideline-Team-Id': mail.teamId } : {}),
    },
  };
}

/** Builds the complete RFC 5322 message (what an .eml file holds). */
export async function buildEml(mail: OutboxMail): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await composer.sendMail(toMessageOptions(mail));
  return info.message as Buffer;
}

/** Writes each mail to `${dir}/{id}.eml`; open them with any mail client, or read them at /dev/mail. */
export function createFileMailTransport(dir: string): MailTransport {
  return {
    name: 'file',
    async send(mail) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${mail.id}.eml`), await buildEml(mail));
    },
  };
}

/**
 * Delivers through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://...`);
 * nodemailer options may ride along as query parameters (`?ignoreTLS=true`).
 */
export function createSmtpMailTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(toMessageOptions(mail));
      if (info.rejected?.length && !info.accepted?.length) {
        throw new Error(`SMTP server rejected every recipient: ${info.rejected.join(', ')}`);
      }
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  return options.smtpUrl
    ? createSmtpMailTransport(options.smtpUrl)
    : createFileMailTransport(path.join(options.dataDir, 'mail'));
}
