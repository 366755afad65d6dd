import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Build outputs that are text and worth compressing; images and fonts are compressed already. */
export const precompressedFilePattern = /\.(?:js|mjs|css|html|svg|json|webmanifest|xml|txt)$/u;

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside every text
 * file of the build, so the server sends them as they are (@fastify/static `preCompressed`) and
 * the slow maximum-quality compression is paid once per build, not per request.
 *
 * Works on the files of this build only (its bundle), not on the whole output folder: another
 * build that writes into the same dist (the site islands under dist/site) can use the plugin too,
 * without compressing the other build's files again or compressing the .br and .gz files.
 */
export function precompressPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'sideline:precompress',
    apply: 'build',
    configResolved(config) {
      // A build that does not copy the public folder (the prerenderer's server build) has none of it.
      publicDir = config.build.copyPublicDir ? config.publicDir : '';
    },
    async writeBundle(outputOptions, bundle) {
      const outDir = outputOptions.dir ?? (outputOptions.file ? path.dirname(outputOptions.file) : undefined);
      if (!outDir) return;
      // The public folder's files (the scanner's service worker) are copied into the build as they are.
      const publicFiles =
        publicDir && existsSync(publicDir) ? await readdir(publicDir, { recursive: true }) : [];
      const files = [...Object.keys(bundle), ...publicFiles]
        .filter((fileName) => precompressedFilePattern.test(fileName))
        .map((fileName) => path.join(outDir, fileName));
      // zlib's callback API runs on the libuv thread pool, so the files compress in parallel.
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}

export async function writeCompressedCopies(file: string): Promise<void> {
  const content = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    brotliCompressAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Written even for tiny files where they save nothing: without them the server would fall back
  // to the plain file and compress it on every request.
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
}
