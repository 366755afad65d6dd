import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../html.ts';

/**
 * What the sandbox provider's hosted pages (onboarding, checkout) share: plain server HTML, posted
 * as urlencoded forms, sent uncached with a CSP that allows no script.
 */

/** Parses the pages' plain HTML form posts; call inside the pages' own plugin only. */
export function acceptSandboxFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

export function sendSandboxPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(html);
}

/** A sandbox page: the provider's neutral card layout, with the page's own extra CSS. */
export function sandboxPage(title: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1c2430;margin:0;padding:2rem 1rem}
main{max-width:34rem;margin:0 auto;background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:2rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}label{display:block;font-weight:600;margin-top:1rem}
button{margin-top:1.5rem;padding:.7rem 1.2rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:4px;cursor:pointer}
.badge{display:inline-block;margin:0;padding:.15rem .5rem;border-radius:4px;background:#fef3c7;color:#7c4a03;font-size:.85rem;font-weight:600}
${css}
</style></head><body><main>
${body}
</main></body></html>`;
}

/** A sandbox page with a table of facts, a card field and its error (checkout, billing). */
export function sandboxFormPage(title: string, body: string): string {
  return sandboxPage(
    title,
    body,
    `table{border-collapse:collapse;width:100%}th{text-align:left;font-weight:400;color:#4a5563;padding:.3rem 1rem .3rem 0}td{padding:.3rem 0}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #8a96a3;border-radius:4px;font:inherit}
.error{color:#b42318;margin:1rem 0 0}.done{color:#067647;margin:1rem 0 0}.hint,.note{color:#4a5563;font-size:.9rem;margin:.4rem 0 0}a{color:#1d4ed8}`,
  );
}

/** A table of label and value rows (the checkout's terms, a subscription on the billing page). */
export function sandboxFactsTable(facts: [string, string][]): string {
  return `<table>${facts.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;
}
