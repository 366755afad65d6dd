import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { fillTemplate, listChunksInEvaluationOrder, pagePathToFile } from './prerender-html.ts';

const template = `<!doctype html><html><head><title>Sideline</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
</head><body><div id="root"></div></body></html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_button.js': { file: 'assets/button-1.js', imports: ['_vendor.js'] },
  'src/marketing/marketing-layout.tsx': {
    file: 'assets/marketing-layout-1.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_button.js'],
  },
  'src/marketing/pages/pricing-page.tsx': {
    file: 'assets/pricing-page-1.js',
    isDynamicEntry: true,
    imports: ['_button.js'],
  },
};

describe('prerendered page files', () => {
  it('names a file per path', () => {
    expect(pagePathToFile('/')).toBe('index.html');
    expect(pagePathToFile('/pricing')).toBe('pricing.html');
    expect(pagePathToFile('/demo/hockey')).toBe('demo/hockey.html');
  });

  it("lists the app's chunks, then the page's, each after its imports", () => {
    const sources = ['src/marketing/marketing-layout.tsx', 'src/marketing/pages/pricing-page.tsx'];
    expect(listChunksInEvaluationOrder(manifest, sources, '/')).toEqual([
      '/assets/vendor-1.js',
      '/assets/index-1.js',
      '/assets/button-1.js',
      '/assets/marketing-layout-1.js',
      '/assets/pricing-page-1.js',
    ]);
  });

  it('refuses a module the build did not emit', () => {
    expect(() => listChunksInEvaluationOrder(manifest, ['src/gone.tsx'], '/')).toThrow(/src\/gone\.tsx/);
  });

  it('puts the markup in the root, title and styles in the head, and the app behind one script that loads it after paint', () => {
    const html = fillTemplate(
      template,
      {
        html: '<h1>Pricing</h1>',
        styleTags: '<style data-emotion="css a1">.css-a1{}</style>',
        title: 'A & B',
      },
      {
        hydrateAfterPaintHref: '/assets/after-1.js',
        chunkHrefs: ['/assets/pricing-page-1.js', '/assets/index-1.js'],
      },
    );
    expect(html).toContain('<div id="root"><h1>Pricing</h1></div>');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<style data-emotion="css a1">.css-a1{}</style>');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/after-1.js" data-chunks="/assets/pricing-page-1.js /assets/index-1.js"></script></head>',
    );
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-1.js"');
    expect(html).not.toContain('modulepreload');
  });

  it('refuses markup with an inline script, which the Content-Security-Policy would block', () => {
    expect(() =>
      fillTemplate(
        template,
        { html: '<script>x()</script>', styleTags: '', title: null },
        { hydrateAfterPaintHref: '/a.js', chunkHrefs: [] },
      ),
    ).toThrow(/inline script/);
  });
});
