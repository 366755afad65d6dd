import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('rich text allow-list', () => {
  it('keeps structure, emphasis, links and images', () => {
    const html =
      '<h2>Win</h2><p><strong>Big</strong> <a href="https://example.org/x">night</a></p><img src="https://example.org/a.jpg" alt="a">';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>Win</h2>');
    expect(clean).toContain('<strong>Big</strong>');
    expect(clean).toContain('href="https://example.org/x"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('loading="lazy"');
  });

  it('drops scripts, handlers, styles, frames and script URLs', () => {
    const html =
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><iframe src="https://evil"></iframe>' +
      '<a href="javascript:alert(1)">y</a><img src="x" onerror="alert(1)"><svg><script>alert(1)</script></svg>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:/i);
    expect(clean).toContain('<p>x</p>');
  });
});
