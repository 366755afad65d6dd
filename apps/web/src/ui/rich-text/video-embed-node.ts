import { toVideoEmbedUrl } from '@sideline/domain';
import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts the player of a YouTube or Vimeo link; false when the link is not one. */
      insertVideoEmbed: (link: string) => ReturnType;
    };
  }
}

/**
 * A YouTube or Vimeo player in rich text, stored as <div class="video-embed"><iframe src=...>,
 * the shape the server's allow-list keeps (it rebuilds the frame from the link again).
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'div.video-embed',
        getAttrs: (element) => {
          const src = toVideoEmbedUrl(element.querySelector('iframe')?.getAttribute('src') ?? '');
          return src ? { src } : false;
        },
      },
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = toVideoEmbedUrl(element.getAttribute('src') ?? '');
          return src ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    return [
      'div',
      { class: 'video-embed' },
      ['iframe', { src: node.attrs.src, title: 'Video', loading: 'lazy', allowfullscreen: 'true' }],
    ];
  },
  addCommands() {
    return {
      insertVideoEmbed:
        (link) =>
        ({ commands }) => {
          const src = toVideoEmbedUrl(link);
          return src ? commands.insertContent({ type: this.name, attrs: { src } }) : false;
        },
    };
  },
});
