import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { moveCaretAfterBlock } from './caret-after-block.ts';
import { VideoEmbed } from './video-embed-node.ts';

let editor: Editor;
afterEach(() => editor.destroy());

/** An editor holding `html` with the caret at `caret` (a document position; the end by default). */
function editorWith(html: string, caret?: number) {
  editor = new Editor({ extensions: [StarterKit, Image, VideoEmbed], content: html });
  editor.commands.setTextSelection(caret ?? editor.state.doc.content.size - 1);
  return editor;
}

const picture = { src: '/files/teams/t/photo.jpg', alt: 'Team photo' };
const pictureHtml = '<img src="/files/teams/t/photo.jpg" alt="Team photo">';

describe('moveCaretAfterBlock', () => {
  it('keeps an inserted picture when typing goes on, the text after it', () => {
    editorWith('<p>Before</p>').chain().setImage(picture).command(moveCaretAfterBlock).run();
    editor.commands.insertContent('After');
    expect(editor.getHTML()).toBe(`<p>Before</p>${pictureHtml}<p>After</p>`);
  });

  it('types into the paragraph that follows a picture inserted mid-sentence', () => {
    // Position 4 is after "One" in <p>OneTwo</p>.
    editorWith('<p>OneTwo</p>', 4).chain().setImage(picture).command(moveCaretAfterBlock).run();
    editor.commands.insertContent('and ');
    expect(editor.getHTML()).toBe(`<p>One</p>${pictureHtml}<p>and Two</p>`);
  });

  it('moves the caret past an inserted video player too', () => {
    editorWith('<p></p>')
      .chain()
      .insertVideoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      .command(moveCaretAfterBlock)
      .run();
    editor.commands.insertContent('Highlights above.');
    expect(editor.getHTML()).toMatch(
      /^<div class="video-embed"><iframe [^>]+><\/iframe><\/div><p>Highlights above\.<\/p>$/,
    );
  });

  it('leaves a caret in text where it is', () => {
    editorWith('<p>Text</p>').chain().command(moveCaretAfterBlock).run();
    editor.commands.insertContent('!');
    expect(editor.getHTML()).toBe('<p>Text!</p>');
  });
});
