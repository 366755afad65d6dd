import type { Command } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/**
 * Run after inserting a picture or a video player: the insertion leaves the new block selected,
 * so the next key typed would replace it. This puts the caret in the paragraph after it, adding an
 * empty paragraph when none follows (as TipTap's own horizontal rule does).
 */
export const moveCaretAfterBlock: Command = ({ tr, dispatch }) => {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || !selection.node.isBlock) return true;
  const { paragraph } = tr.doc.type.schema.nodes;
  if (dispatch && paragraph) {
    const after = selection.to;
    if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
      tr.insert(after, paragraph.create());
    }
    tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
  }
  return true;
};
