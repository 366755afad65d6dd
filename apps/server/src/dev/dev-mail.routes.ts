import { isIP } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { AppError } from '../platform/errors.ts';
import { escapeHtml } from '../platform/html.ts';
import { buildEml, type MailCatalog, type OutboxMail } from '../platform/mail/index.ts';

const listQuerySchema = z.object({ format: z.enum(['html', 'json']).default('html') });
const mailParamsSchema = z.object({ id: z.string().min(1).max(100) });
const listLimit = 200;

/**
 * /dev/mail: the outbox as a developer's mailbox, outside production only. It shows every reset
 * and verification link, so by default only a browser on this machine may read it: the socket's
 * own address must be loopback (X-Forwarded-For cannot fake that) and the request must not have
 * come through a proxy (which would make every visitor look local). DEV_MAILBOX=true opens it to
 * any address (a shared test server). Refused requests, and every request in production, get 404
 * (the paths are registered so that the SPA fallback does not redirect them).
 */
export function registerDevMailRoutes(
  app: FastifyInstance,
  deps: { db: Db; access: 'off' | 'loopback' | 'anyone'; templates: MailCatalog },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notFound = () => new AppError('not_found', 'Not found');
  if (deps.access === 'off') {
    const answerNotFound = async () => {
      throw notFound();
    };
    r.get('/dev', { schema: { hide: true } }, answerNotFound);
    r.get('/dev/*', { schema: { hide: true } }, answerNotFound);
    return;
  }
  // On each route (not by URL prefix: the router decodes /%64ev/mail to /dev/mail).
  const localOnly = {
    onRequest: async (request: FastifyRequest) => {
      if (deps.access === 'loopback' && !isLocalDirectRequest(request)) throw notFound();
    },
  };

  r.get(
    '/dev/mail',
    { ...localOnly, schema: { hide: true, querystring: listQuerySchema } },
    async (request, reply) => {
      const mails = await deps.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.timeCreated))
        .limit(listLimit);
      if (request.query.format === 'json') {
        return mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: mail.status,
          templateId: mail.templateId,
          timeCreated: mail.timeCreated.toISOString(),
        }));
      }
      return reply.type('text/html; charset=utf-8').send(renderList(mails, deps.templates));
    },
  );

  r.get(
    '/dev/mail/:id',
    { ...localOnly, schema: { hide: true, params: mailParamsSchema } },
    async (request, reply) => {
      const mail = await findMail(deps.db, request.params.id);
      if (!mail)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('Mail not found', '<p>No such mail. <a href="/dev/mail">Back to the outbox</a></p>'));
      return reply.type('text/html; charset=utf-8').send(renderMail(mail, deps.templates));
    },
  );

  r.get(
    '/dev/mail/:id/eml',
    { ...localOnly, schema: { hide: true, params: mailParamsSchema } },
    async (request, reply) => {
      const mail = await findMail(deps.db, request.params.id);
      if (!mail) throw new AppError('not_found', 'No such mail');
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${mail.id}.eml"`)
        .send(await buildEml(mail));
    },
  );
}

/** The peer of the socket is this machine, and no proxy says it forwarded the request for someone else. */
export function isLocalDirectRequest(request: FastifyRequest): boolean {
  const forwarded =
    request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip'];
  return forwarded === undefined && isLoopbackAddress(request.raw.socket.remoteAddress);
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !isIP(address)) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\./.test(v4);
}

async function findMail(db: Db, id: string): Promise<OutboxMail | null> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return mail ?? null;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Sideline dev mail</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1a1a1a;background:#fafafa}
h1{font-size:1.4rem;margin:0 0 16px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e3e3e3;vertical-align:top;font-size:.9rem}
th{background:#f0f0f0}
a{color:#0b5cad}
.status-sent{color:#0b6e4f}.status-failed{color:#b00020}.status-pending,.status-sending{color:#8a6d00}
.table-scroll{overflow-x:auto}
iframe{width:100%;height:70vh;border:1px solid #ccc;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #ccc;padding:12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px;border:1px solid #e3e3e3}
dt{color:#555}dd{margin:0}
</style></head>
<body><main>${body}</main></body></html>`;
}

/** "email-verification (accounts)": the template and the area whose module declares it. */
function templateLabel(templateId: string, templates: MailCatalog): string {
  const area = templates.get(templateId)?.area;
  return area ? `${templateId} (${area})` : templateId;
}

function renderList(mails: OutboxMail[], templates: MailCatalog): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td>${escapeHtml(mail.timeCreated.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="/dev/mail/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td>
<td>${escapeHtml(templateLabel(mail.templateId, templates))}</td>
<td class="status-${escapeHtml(mail.status)}">${escapeHtml(mail.status)}</td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<div class="table-scroll"><table><thead><tr><th scope="col">Created (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table></div>`
    : '<p>The outbox is empty.</p>';
  return page(
    'Outbox',
    `<h1>Outbox</h1><p>The newest ${listLimit} mails, newest first. <a href="/dev/mail?format=json">JSON</a></p>${table}`,
  );
}

function renderMail(mail: OutboxMail, templates: MailCatalog): string {
  const field = (label: string, value: string) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  const fields = [
    field('Subject', mail.subject),
    field('From', mail.from),
    field('To', mail.to.join(', ')),
    mail.cc.length ? field('Cc', mail.cc.join(', ')) : '',
    mail.bcc.length ? field('Bcc', mail.bcc.join(', ')) : '',
    mail.replyTo ? field('Reply-To', mail.replyTo) : '',
    field('Template', templateLabel(mail.templateId, templates)),
    field('Team', mail.teamId ?? '—'),
    field(
      'Status',
      `${mail.status} (attempts: ${mail.attempts})${mail.lastError ? ` — ${mail.lastError}` : ''}`,
    ),
    field('Created', mail.timeCreated.toISOString()),
  ].join('');
  return page(
    mail.subject,
    `<p><a href="/dev/mail">← Outbox</a> · <a href="/dev/mail/${encodeURIComponent(mail.id)}/eml">Download .eml</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>${fields}</dl>
<h2>HTML</h2>
<iframe title="HTML body of the mail" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(mail.text)}</pre>`,
  );
}
