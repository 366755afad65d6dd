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

describe('video embeds', () => {
  it('keeps a YouTube or Vimeo player, rebuilt on the privacy-enhanced player address', () => {
    const clean = sanitizeRichText(
      '<div class="video-embed"><iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" onload="x()" width="9"></iframe></div>' +
        '<iframe src="https://vimeo.com/76979871"></iframe>',
    );
    expect(clean).toContain(
      '<div class="video-embed"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
    );
    expect(clean).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(clean).toContain('loading="lazy"');
    expect(clean).not.toMatch(/onload|width=/);
  });

  it('drops frames of any other site, script addresses and look-alike hosts', () => {
    const clean = sanitizeRichText(
      '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>' +
        '<iframe src="javascript:alert(1)"></iframe>' +
        '<iframe src="https://youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>' +
        '<iframe srcdoc="<script>alert(1)</script>"></iframe><div class="x" style="a">t</div>',
    );
    expect(clean).not.toMatch(/iframe|script|evil|class="x"|style/);
    expect(clean).toContain('<div>t</div>');
  });
});
