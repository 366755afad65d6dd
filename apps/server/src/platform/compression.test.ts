import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { registerCompression } from './compression.ts';

describe('response compression (the plugin as registered)', () => {
  const page = `<!doctype html><p>${'A team page that compresses well. '.repeat(100)}</p>`;
  const precompressed = brotliCompressSync(page);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    // What the team-site page cache does: send bytes it compressed once, with their encoding.
    app.get('/cached', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(precompressed),
    );
    app.get('/small', (_request, reply) => reply.type('text/plain').send('short'));
    app.get('/calendar', (_request, reply) => reply.type('text/calendar').send(page));
    app.get('/manifest', (_request, reply) => reply.type('application/manifest+json').send(page));
    app.get('/photo', (_request, reply) => reply.type('image/jpeg').send(Buffer.from(page)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('passes a reply that already has a content-encoding through untouched', async () => {
    const res = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(precompressed)).toBe(true);
  });

  it('leaves responses under the threshold alone', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('short');
  });

  it.each([
    ['/calendar', 'gzip'],
    ['/manifest', 'gzip'],
    // Images are compressed already.
    ['/photo', undefined],
  ])('compresses %s: %s', async (url, encoding) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe(encoding);
  });
});

describe('response compression in the app', () => {
  const indexHtml = `<!doctype html><html><head><title>Sideline</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
  const script = `export const message = ${JSON.stringify('compressed at build time '.repeat(100))};\n`;
  let distDir: string;
  let ctx: TestContext;
  beforeAll(async () => {
    // A dist as the web build writes it: index.html, and assets with their .br and .gz copies.
    // The copies are marked so the test can tell them from compression done on the fly.
    distDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await writeFile(path.join(distDir, 'assets/app-1a2b3c.js'), script);
    await writeFile(path.join(distDir, 'assets/app-1a2b3c.js.br'), brotliCompressSync(`${script}// br`));
    await writeFile(path.join(distDir, 'assets/app-1a2b3c.js.gz'), gzipSync(`${script}// gz`));
    ctx = await createTestApp({}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the SPA page with brotli when the browser accepts it', async () => {
    const res = await ctx.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('sends JSON with gzip when only gzip is accepted', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toBeDefined();
  });

  it('sends identity when no encoding is accepted', async () => {
    const page = await ctx.app.inject({ url: '/pricing' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toBe(indexHtml);
    const json = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'identity' } });
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.json().openapi).toBeDefined();
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body).toString(), '// br'],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body).toString(), '// gz'],
  ])(
    'serves a build asset from its precompressed copy (accept-encoding: %s)',
    async (accept, encoding, decode, mark) => {
      const res = await ctx.app.inject({
        url: '/assets/app-1a2b3c.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload)).toBe(`${script}${mark}`);
    },
  );

  it('serves the plain asset to a client that accepts no encoding', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });
});
