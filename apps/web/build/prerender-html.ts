import type { Manifest } from 'vite';

/** The file of a prerendered path inside dist/prerender: `/` → `index.html`, `/demo/hockey` → `demo/hockey.html`. */
export function pagePathToFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

/**
 * The chunks a prerendered page runs, in the order the browser would evaluate them: the app's
 * entry (`index.html`) after what it imports, then the page's lazy modules (manifest keys such as
 * `src/marketing/pages/home-page.tsx`), which the app imports once it runs, each after what it
 * imports that is not loaded yet.
 */
export function listChunksInEvaluationOrder(
  manifest: Manifest,
  sources: readonly string[],
  base: string,
): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry ${key}`);
    if (files.includes(chunk.file)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit('index.html');
  for (const key of sources) visit(key);
  return files.map((file) => `${base}${file}`);
}

export interface PageMarkup {
  html: string;
  styleTags: string;
  title: string | null;
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

export interface PageScripts {
  /** The built src/hydrate-after-paint.ts. */
  hydrateAfterPaintHref: string;
  /** The app's chunks, then the page's, in evaluation order. */
  chunkHrefs: readonly string[];
}

/**
 * The built index.html with the page in its root, its title and emotion styles in the head, and
 * in place of the app's script and preloads (which would load while the page paints) one script
 * that loads them after the first paint. Nothing inline is executable: the page stays within the
 * app's Content-Security-Policy (scripts from our origin only; inline styles are allowed).
 */
export function fillTemplate(template: string, page: PageMarkup, scripts: PageScripts): string {
  if (/<script/i.test(page.html))
    throw new Error('A prerendered page has an inline script, which the CSP refuses');
  const emptyRoot = '<div id="root"></div>';
  const withoutAppScripts = template.replace(
    /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
    '',
  );
  if (
    withoutAppScripts === template ||
    !template.includes(emptyRoot) ||
    !template.includes('</head>') ||
    !/<title>[^<]*<\/title>/.test(template)
  )
    throw new Error(
      'index.html needs a <title>, a module script, </head> and an empty <div id="root"></div>',
    );
  const script = `<script type="module" crossorigin src="${scripts.hydrateAfterPaintHref}" data-chunks="${scripts.chunkHrefs.join(' ')}"></script>`;
  return withoutAppScripts
    .replace(/<title>[^<]*<\/title>/, (tag) =>
      page.title ? `<title>${escapeText(page.title)}</title>` : tag,
    )
    .replace('</head>', () => `${page.styleTags}${script}</head>`)
    .replace(emptyRoot, () => `<div id="root">${page.html}</div>`);
}
