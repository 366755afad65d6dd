// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFilePattern } from '../../../packages/site/build/precompress-plugin.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

/**
 * Strings that appear only in development builds (each was found in a NODE_ENV=development build
 * without productionBuildPlugin, and is absent from a production build).
 */
const developmentMarkers = [
  // React's JSX development runtime (the JSX transform in development mode).
  'jsxDEV',
  // react-dom's development build.
  'Download the React DevTools',
  // emotion's development build, picked through the "development" export condition.
  'Functions that are interpolated in css calls',
];

/**
 * The real build (a few seconds), run the way a careless deployment would run it: with
 * NODE_ENV=development in the environment. It must still ship production React and emotion, and
 * write the precompressed copies the server sends. Built into a temporary folder, so it never
 * touches the apps/web/dist that a running server or the e2e suite uses.
 */
describe('vite build', () => {
  let outDir: string;
  let files: string[];
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-web-build-'));
    await promisify(execFile)(
      process.execPath,
      [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: webRoot,
        env: { ...process.env, NODE_ENV: 'development' },
      },
    );
    files = (await readdir(outDir, { recursive: true })).map((file) => file.split(path.sep).join('/'));
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('ships production builds of its dependencies even under NODE_ENV=development', async () => {
    expect(files.filter((file) => file.includes('.development.'))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await readFile(path.join(outDir, script), 'utf8');
      for (const marker of developmentMarkers) {
        expect(code.includes(marker), `${script} contains "${marker}"`).toBe(false);
      }
    }
  });

  it('writes a .br and a .gz copy with the same content beside each text file', async () => {
    const textFiles = files.filter((file) => precompressedFilePattern.test(file));
    expect(textFiles).toContain('index.html');
    expect(textFiles.some((file) => file.startsWith('assets/') && file.endsWith('.js'))).toBe(true);
    for (const file of textFiles) {
      const original = await readFile(path.join(outDir, file));
      expect(
        brotliDecompressSync(await readFile(path.join(outDir, `${file}.br`))).equals(original),
        file,
      ).toBe(true);
      expect(gunzipSync(await readFile(path.join(outDir, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });
});
