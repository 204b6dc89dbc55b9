import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

type Mark = {
  label: string;
  content: ReactNode;
  isActive: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

/** Asks for the link's address; an empty answer removes the link. */
function toggleLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const href = window.prompt('Link address', current);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href.trim() === '') chain.unsetLink().run();
  else chain.setLink({ href: href.trim() }).run();
}

const BUTTONS: Mark[] = [
  {
    label: 'Bold',
    content: <strong>B</strong>,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    content: <em>I</em>,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Underline',
    content: <u>U</u>,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  { label: 'Link', content: 'Link', isActive: (e) => e.isActive('link'), run: toggleLink },
  {
    label: 'Bulleted list',
    content: '• List',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    content: '1. List',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => BUTTONS.map((b) => b.isActive(e)),
  });
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {BUTTONS.map((b, i) => (
        <ToggleButton
          key={b.label}
          value={b.label}
          size="small"
          aria-label={b.label}
          selected={active[i] ?? false}
          onChange={() => b.run(editor)}
          sx={{ textTransform: 'none', minWidth: 40 }}
        >
          {b.content}
        </ToggleButton>
      ))}
    </Box>
  );
}

/**
 * The emailer's rich-text message (Tiptap: bold, italic, underline, links, lists). `value` is the
 * HTML, '' while the editor is empty; setting it to '' (the form's Reset) clears the editor. The
 * server sanitizes whatever it is sent.
 */
export function MessageEditor({
  value,
  onChange,
  label,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** The field's validation message. */
  error?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        codeBlock: false,
        link: { openOnClick: false, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'emailer-message',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // Reset empties the form's value: the editor follows.
  useEffect(() => {
    if (editor && value === '' && !editor.isEmpty) editor.commands.clearContent();
  }, [editor, value]);

  return (
    <Box sx={{ my: 2 }}>
      <FormLabel error={!!error} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '& .emailer-message': { minHeight: 200, px: 2, py: 1, outline: 'none' },
          '& .emailer-message:focus-visible': { boxShadow: 'inset 0 0 0 2px #1a56db' },
        }}
      >
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
