import { toVideoEmbedUrl, videoEmbedHosts } from '@sideline/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for team-written rich text (articles, custom pages): structure, emphasis, links,
 * images, tables and embedded YouTube or Vimeo players; no script, style, event handler, form or
 * other frame, and only web, mail and phone links. Used before rich text is stored and again whenever it is shown, so a row written
 * by any other path is never trusted.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'span',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    div: ['class'],
    iframe: ['src', 'title', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy'],
  },
  allowedClasses: { div: ['video-embed'] },
  allowedIframeHostnames: videoEmbedHosts.map((host) => new URL(host).hostname),
  allowIframeRelativeUrls: false,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links in team content leave the site in a new tab without handing over the page.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    // Pictures in text load lazily: the article's feature image is the one above the fold.
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy', decoding: 'async' }),
    // A frame is rebuilt from its video link: only a known player address survives, with fixed attributes.
    iframe: (_tagName, attribs): sanitizeHtml.Tag => {
      const src = toVideoEmbedUrl(attribs.src ?? '');
      if (!src) return { tagName: 'iframe', attribs: {} };
      return {
        tagName: 'iframe',
        attribs: {
          src,
          title: attribs.title || 'Video',
          loading: 'lazy',
          allow: 'fullscreen; picture-in-picture',
          allowfullscreen: '',
          referrerpolicy: 'strict-origin-when-cross-origin',
        },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
