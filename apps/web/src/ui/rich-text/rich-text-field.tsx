import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { MediaPickerDialog } from '../media/media-picker-dialog.tsx';
import { moveCaretAfterBlock } from './caret-after-block.ts';
import { LinkDialog } from './link-dialog.tsx';
import { VideoEmbed } from './video-embed-node.ts';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
  }),
  Image,
  VideoEmbed,
];

/** What the toolbar shows as pressed, read from the editor on each change of selection. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          color={pressed ? 'primary' : 'default'}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function TextStyleButton({ editor, level, pressed }: { editor: Editor; level: 2 | 3; pressed: boolean }) {
  return (
    <Tooltip title={level === 2 ? 'Heading' : 'Subheading'}>
      <IconButton
        size="small"
        aria-label={level === 2 ? 'Heading' : 'Subheading'}
        aria-pressed={pressed}
        color={pressed ? 'primary' : 'default'}
        onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        sx={{ fontWeight: 700, fontSize: level === 2 ? '1rem' : '0.85rem', width: 34 }}
      >
        H{level - 1}
      </IconButton>
    </Tooltip>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useToolbarState(editor);
  const [dialog, setDialog] = useState<'link' | 'video' | 'image' | null>(null);
  const chain = () => editor.chain().focus();
  return (
    <>
      <Box
        role="toolbar"
        aria-label={`${label} formatting`}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
      >
        <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <FormatBoldIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <FormatItalicIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Underline"
          pressed={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        >
          <FormatUnderlinedIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <TextStyleButton editor={editor} level={2} pressed={state.h2} />
        <TextStyleButton editor={editor} level={3} pressed={state.h3} />
        <ToolButton
          label="Bulleted list"
          pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <FormatListBulletedIcon fontSize="small" />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <FormatListNumberedIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Quote" pressed={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <FormatQuoteIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label="Link" pressed={state.link} onClick={() => setDialog('link')}>
          <LinkIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Picture from your library" onClick={() => setDialog('image')}>
          <ImageIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Video (YouTube or Vimeo)" onClick={() => setDialog('video')}>
          <OndemandVideoIcon fontSize="small" />
        </ToolButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <UndoIcon fontSize="small" />
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <RedoIcon fontSize="small" />
        </ToolButton>
      </Box>
      <LinkDialog
        open={dialog === 'link'}
        kind="link"
        initial={editor.getAttributes('link').href ?? ''}
        onClose={() => setDialog(null)}
        onSubmit={(href) => {
          if (href) chain().extendMarkRange('link').setLink({ href }).run();
          else chain().extendMarkRange('link').unsetLink().run();
        }}
      />
      <LinkDialog
        open={dialog === 'video'}
        kind="video"
        initial=""
        onClose={() => setDialog(null)}
        onSubmit={(link) => {
          chain().insertVideoEmbed(link).command(moveCaretAfterBlock).run();
        }}
      />
      <MediaPickerDialog
        open={dialog === 'image'}
        purpose="image"
        title="Add a picture"
        onClose={() => setDialog(null)}
        onPick={(media) => {
          chain().setImage({ src: media.url, alt: media.title }).command(moveCaretAfterBlock).run();
        }}
      />
    </>
  );
}

function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
        class: 'rich-text-content',
      },
    },
    // An empty document is '' to the form, so "unchanged" stays unchanged.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur,
  });
  // A reset of the form (after a save, or another record) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <>
      <Typography id={labelId} component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        sx={(theme) => ({
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
          },
          '& .rich-text-content': { minHeight: 220, px: 2, py: 1, outline: 'none', overflowWrap: 'anywhere' },
          '& .rich-text-content img': { maxWidth: '100%', height: 'auto' },
          '& .video-embed': { aspectRatio: '16 / 9', maxWidth: 560 },
          '& .video-embed iframe': { width: '100%', height: '100%', border: 0 },
          '& .ProseMirror-selectednode': { outline: `2px solid ${theme.palette.primary.main}` },
        })}
      >
        {editor && <Toolbar editor={editor} label={label} />}
        <Divider />
        <EditorContent editor={editor} />
      </Box>
    </>
  );
}

/**
 * Rich text bound to react-hook-form (articles, custom pages): TipTap with headings, emphasis,
 * lists, quotes, links, pictures from the team's library and YouTube or Vimeo players. The HTML is
 * only a proposal: the server sanitizes it before storing it.
 */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
}) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <RichTextEditor
            label={label}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(fieldState.error)}
            describedBy={helperId}
          />
          <FormHelperText id={helperId} error={Boolean(fieldState.error)}>
            {fieldState.error?.message ?? helperText ?? ''}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
