import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { fillTemplate, findPreloadFiles, pagePathToFile } from './prerender-html.ts';

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

  it("preloads the page's chunks and their imports, not what index.html loads already", () => {
    const sources = ['src/marketing/marketing-layout.tsx', 'src/marketing/pages/pricing-page.tsx'];
    expect(findPreloadFiles(manifest, sources, '/')).toEqual([
      '/assets/marketing-layout-1.js',
      '/assets/button-1.js',
      '/assets/pricing-page-1.js',
    ]);
  });

  it('refuses a module the build did not emit', () => {
    expect(() => findPreloadFiles(manifest, ['src/gone.tsx'], '/')).toThrow(/src\/gone\.tsx/);
  });

  it('puts the markup in the root, the title and styles in the head, and loads scripts at low priority', () => {
    const html = fillTemplate(
      template,
      {
        html: '<h1>Pricing</h1>',
        styleTags: '<style data-emotion="css a1">.css-a1{}</style>',
        title: 'A & B',
      },
      ['/assets/pricing-page-1.js'],
    );
    expect(html).toContain('<div id="root"><h1>Pricing</h1></div>');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<style data-emotion="css a1">.css-a1{}</style>');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/pricing-page-1.js">',
    );
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses markup with an inline script, which the Content-Security-Policy would block', () => {
    expect(() =>
      fillTemplate(template, { html: '<script>x()</script>', styleTags: '', title: null }, []),
    ).toThrow(/inline script/);
  });
});
