import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { writeCompressedCopies } from '../../../packages/site/build/precompress-plugin.ts';
import type * as PrerenderEntry from '../src/entry-prerender.tsx';
import { fillTemplate, listChunksInEvaluationOrder, pagePathToFile } from './prerender-html.ts';

const entrySource = 'src/entry-prerender.tsx';
const hydrateAfterPaintSource = 'src/hydrate-after-paint.ts';
const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * After the browser build, renders the marketing pages to HTML (docs/decisions/010): a server
 * build of src/entry-prerender.tsx, run once per page, written into dist/prerender/ from the
 * built index.html (`/` → index.html, `/demo/hockey` → demo/hockey.html, the server maps them
 * back), each with its .br and .gz copies. The server build is temporary: it lives under
 * node_modules/.cache while the pages render (there Node finds the packages it leaves external)
 * and is deleted after.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sideline:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        // The manifest tells which chunks hold each lazy page, so a page can load its own early.
        manifest: true,
        // The prerendered pages' script, beside the app's own entry.
        rolldownOptions: {
          input: {
            index: path.join(webRoot, 'index.html'),
            'hydrate-after-paint': path.join(webRoot, hydrateAfterPaintSource),
          },
        },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // One folder per build: two builds at once (a test's and the e2e suite's) must not share it.
      const cacheDir = path.join(config.root, 'node_modules/.cache');
      await mkdir(cacheDir, { recursive: true });
      const serverOutDir = await mkdtemp(path.join(cacheDir, 'sideline-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          logLevel: 'warn',
          build: {
            ssr: entrySource,
            outDir: serverOutDir,
            emptyOutDir: true,
            manifest: true,
            copyPublicDir: false,
          },
        });
        await writePrerenderedPages(outDir, serverOutDir, config.base);
      } finally {
        await rm(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}

async function writePrerenderedPages(outDir: string, serverOutDir: string, base: string): Promise<void> {
  const readManifest = async (dir: string) =>
    JSON.parse(await readFile(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const [clientManifest, serverManifest, template] = await Promise.all([
    readManifest(outDir),
    readManifest(serverOutDir),
    readFile(path.join(outDir, 'index.html'), 'utf8'),
  ]);
  const importServerFile = (file: string) => import(pathToFileURL(path.join(serverOutDir, file)).href);
  const entry = (await importServerFile(chunkOf(serverManifest, entrySource).file)) as typeof PrerenderEntry;

  // A lazy page is known by its loader; the loader resolves to the namespace of a module the
  // server build also emitted, and Node gives the same namespace object to the same file, so the
  // manifest key (the source path) is found by identity, without repeating the route table here.
  const sourceByNamespace = new Map<unknown, string>();
  for (const [source, chunk] of Object.entries(serverManifest)) {
    if (chunk.isDynamicEntry) sourceByNamespace.set(await importServerFile(chunk.file), source);
  }

  const pageDir = path.join(outDir, 'prerender');
  for (const pathname of entry.prerenderedPaths) {
    const page = await entry.prerenderPage(pathname);
    const sources = await Promise.all(
      page.pageLoaders.map(async (load) => {
        const source = sourceByNamespace.get(await load());
        if (!source) throw new Error(`Prerendering ${pathname}: a lazy page is not a chunk of its own`);
        return source;
      }),
    );
    const file = path.join(pageDir, pagePathToFile(pathname));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      fillTemplate(template, page, {
        hydrateAfterPaintHref: `${base}${chunkOf(clientManifest, hydrateAfterPaintSource).file}`,
        chunkHrefs: listChunksInEvaluationOrder(clientManifest, sources, base),
      }),
    );
    await writeCompressedCopies(file);
  }
}

/** A source's chunk in a Vite build manifest; a source the build left out is a broken build. */
function chunkOf(manifest: Manifest, source: string): Manifest[string] {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is missing from the build manifest`);
  return chunk;
}
