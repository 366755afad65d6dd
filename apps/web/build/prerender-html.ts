import type { Manifest } from 'vite';

/** The file of a prerendered path inside dist/prerender: `/` → `index.html`, `/demo/hockey` → `demo/hockey.html`. */
export function pagePathToFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

/** Chunk files of a build manifest entry and of everything it imports statically. */
function collectChunkFiles(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no entry ${key}`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunkFiles(manifest, imported, into);
}

/**
 * The chunks to modulepreload for a page made of the lazy modules `sources` (manifest keys such
 * as `src/marketing/pages/home-page.tsx`): theirs and their imports', minus what index.html
 * already loads.
 */
export function findPreloadFiles(manifest: Manifest, sources: readonly string[], base: string): string[] {
  const shellFiles = new Set<string>();
  collectChunkFiles(manifest, 'index.html', shellFiles);
  const pageFiles = new Set<string>();
  for (const source of sources) collectChunkFiles(manifest, source, pageFiles);
  return [...pageFiles].filter((file) => !shellFiles.has(file)).map((file) => `${base}${file}`);
}

export interface PageMarkup {
  html: string;
  styleTags: string;
  title: string | null;
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/**
 * The built index.html with the page in its root, its title, its emotion styles and preloads of
 * its chunks in the head. Nothing inline is executable: the page stays within the app's
 * Content-Security-Policy (scripts from our origin only; inline styles are allowed).
 */
export function fillTemplate(template: string, page: PageMarkup, preloadHrefs: readonly string[]): string {
  if (/<script/i.test(page.html))
    throw new Error('A prerendered page has an inline script, which the CSP refuses');
  const emptyRoot = '<div id="root"></div>';
  if (
    !template.includes(emptyRoot) ||
    !template.includes('</head>') ||
    !/<title>[^<]*<\/title>/.test(template)
  )
    throw new Error('index.html needs a <title>, </head> and an empty <div id="root"></div>');
  const head = [
    page.styleTags,
    ...preloadHrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
  return (
    template
      .replace(/<title>[^<]*<\/title>/, (tag) =>
        page.title ? `<title>${escapeText(page.title)}</title>` : tag,
      )
      .replace('</head>', () => `${head}</head>`)
      // The page paints from this HTML; its scripts only hydrate it, so they must not compete with
      // the document for the network or be mistaken for render-blocking (they are High by default).
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .replace(emptyRoot, () => `<div id="root">${page.html}</div>`)
  );
}
