import fastifyHelmet from '@fastify/helmet';
import { videoEmbedHosts } from '@sideline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of the SPA (marketing site, sign-in pages, portal) and the default
 * for every other response. The Vite build has no inline script (index.html loads one module), so
 * scripts come from our origin only. MUI's styles are injected by emotion as <style> elements at
 * run time, hence 'unsafe-inline' for styles only. The favicon is a data: SVG. The app is never
 * framed: frame-ancestors 'none'; it frames only the video players team articles embed.
 */
export function appContentSecurityPolicy(isHttps: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'self'", ...videoEmbedHosts],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only over https: on plain http (a local start) it would send every asset to https and break.
    'upgrade-insecure-requests': isHttps ? [] : null,
  };
}

/** A policy's directives as one header value, in @fastify/helmet's spelling. */
function serializePolicy(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .flatMap(([name, values]) => (values === null ? [] : [[name, ...values].join(' ')]))
    .join(';');
}

/**
 * Public team pages: the app's policy, except that the website editor may frame them (its live
 * preview and design thumbnails, our own origin only) and that their forms may post to the payment
 * provider's hosted checkout. The cart's checkout form and a priced form without script post to us
 * and we answer 303 to that page; Chromium applies `form-action` to a form's redirects, so without
 * the provider's origin here no fan could pay. Exactly that one origin, nothing wider.
 */
export function teamSiteContentSecurityPolicy(isHttps: boolean, checkoutOrigin: string): string {
  return serializePolicy({
    ...appContentSecurityPolicy(isHttps),
    'form-action': ["'self'", checkoutOrigin],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * /api/docs (swagger-ui): its page loads three local scripts and sets inline style attributes.
 * The same frame rule as the app.
 */
export const apiDocsContentSecurityPolicy =
  "default-src 'self'; base-uri 'self'; script-src 'self'; script-src-attr 'none'; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "object-src 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The strictest policy: nothing loads, nothing runs, and the document is sandboxed (a unique
 * origin), for responses that should never act as a page of ours (files served as downloads,
 * errors answered before routing).
 */
export const inertContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Security headers on every response (@fastify/helmet): the CSP above, nosniff, a Referrer-Policy,
 * no framing, and HSTS when the public address is https. Routes with stricter needs (the sandbox
 * onboarding page, downloads) set their own Content-Security-Policy, which replaces this one.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { baseUrl: string }) {
  const isHttps = options.baseUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appContentSecurityPolicy(isHttps) },
    // Not 'no-referrer': browsers then send `Origin: null` on same-origin form posts, and the
    // origin check of sign-in would refuse them. Other sites see our origin only, never a path
    // (paths like /verify-email carry tokens).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: isHttps ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    // Team sites on other hosts (custom domains) show our public files.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * For answers given before routing (a malformed URL), where no hook runs: the headers that matter
 * on any response, set by hand.
 */
export function setBaselineSecurityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', inertContentSecurityPolicy)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'strict-origin-when-cross-origin');
}
