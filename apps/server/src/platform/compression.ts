import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses every text response (HTML, CSS, JavaScript, JSON and web manifests, SVG and XML,
 * plain text, iCalendar: the plugin's defaults, `text/*`, `+json`, `+xml` and what mime-db marks
 * compressible): brotli or gzip, whichever the request's Accept-Encoding prefers, and nothing
 * when it accepts neither. Register before any route (the plugin hooks routes as they are added)
 * and before @fastify/static.
 *
 * A reply that already carries a Content-Encoding is passed through untouched, so a route can
 * send bytes it compressed once and cached (team-site pages, precompressed build assets).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    // Pinned rather than the plugin's list: zstd would be picked on newer Node versions, and
    // the precompressed build assets exist as .br and .gz only.
    encodings: ['br', 'gzip'],
    // Below about one packet the header and CPU cost more than the bytes saved.
    threshold: 1024,
    // Responses only: no client of ours sends compressed request bodies, so inflating them would
    // only add decompression work that an anonymous request could trigger.
    globalDecompression: false,
  });
}
