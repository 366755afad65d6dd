import { parse } from 'node-html-parser';

/**
 * Payloads that try to run script or load something foreign through team-written text (issue 9
 * "XSS corpus"): script tags, event handlers, javascript: and data: URLs, SVG, CSS expressions and
 * broken markup. Whatever a field does with them, a page must end up with none of `activeMarkers`.
 */
export const xssCorpus = [
  '<script>alert("xss-1")</script>',
  '<img src=x onerror=alert("xss-2")>',
  '<a href="javascript:alert(\'xss-3\')">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<svg onload=alert("xss-4")><circle r="10"/></svg>',
  '<svg><script>alert("xss-5")</script></svg>',
  '<p style="background:url(javascript:alert(1));width:expression(alert(1))">css</p>',
  '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<div onmouseover="alert(1)">hover</div>',
  '"><script>alert("xss-6")</script>',
  "'><img src=x onerror=alert(1)//",
  '<scr<script>ipt>alert("xss-7")</scr</script>ipt>',
  '<form action="https://evil.example"><input name="x"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<<img src=x onerror=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
] as const;

/** One string holding the whole corpus, for a single text field. */
export const xssCorpusText = xssCorpus.join('\n');

/** What must never appear as markup in rendered output (checked on the parsed page, not the text). */
export const activeMarkers = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /<iframe[^>]+data:/i,
  /<object/i,
  /<embed/i,
  /expression\(/i,
  /<base\s/i,
  /<meta[^>]+refresh/i,
  /<form[^>]+evil/i,
  /<svg/i,
];

const activeTags = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'base',
  'frame',
  'frameset',
  'applet',
]);
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/**
 * The active markup in an HTML document or fragment, read as a browser would parse it: elements
 * that run or load something, event-handler attributes, script URLs and refreshes. Escaped text
 * (a payload shown as words, or kept in an input's value) is not markup and is not reported.
 */
export function findActiveMarkup(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (activeTags.has(tag)) found.push(`<${tag}>`);
    if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
      found.push('<meta refresh>');
    for (const [name, value] of Object.entries(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) found.push(`${tag}[${attribute}]`);
      if (urlAttributes.has(attribute) && /^\s*(javascript|vbscript|data):/i.test(value))
        found.push(`${tag}[${attribute}=${value.slice(0, 20)}]`);
      if (attribute === 'style' && /expression\(|javascript:/i.test(value)) found.push(`${tag}[style]`);
    }
  }
  return found;
}
