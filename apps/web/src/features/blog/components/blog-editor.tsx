import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import CodeBlock from '@tiptap/extension-code-block';

/** Where the blog text lives: the browser's local storage, under this key (spec 2 "Study and blog"). */
export const BLOG_STORAGE_KEY = 'content';
/** What a new blog starts with: one paragraph. */
export const INITIAL_CONTENT = '<p>Start writing your chess blog here.</p>';

/** The code block with the spec's shortcut, Ctrl (or Cmd) + backtick, as well as Tiptap's own. */
const CodeBlockWithBacktick = CodeBlock.extend({
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      'Mod-`': () => this.editor.commands.toggleCodeBlock(),
    };
  },
});

function readStored(): string {
  try {
    return localStorage.getItem(BLOG_STORAGE_KEY) ?? INITIAL_CONTENT;
  } catch {
    return INITIAL_CONTENT;
  }
}

/**
 * A rich-text editor (Tiptap) whose content is kept in local storage as HTML on every change. Bold
 * with Ctrl+B, a code block with Ctrl+`; the toolbar does the same for pointer and screen-reader users.
 * No server call.
 */
export function BlogEditor() {
  const editor = useEditor({
    extensions: [StarterKit.configure({ codeBlock: false }), CodeBlockWithBacktick],
    content: readStored(),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Blog text',
        class: 'blog-editor-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      try {
        localStorage.setItem(BLOG_STORAGE_KEY, e.getHTML());
      } catch {
        // Storage full or disabled: the text stays in the editor for this visit.
      }
    },
  });

  return (
    <div className="blog-editor">
      <div role="toolbar" aria-label="Formatting" className="blog-toolbar">
        <button
          type="button"
          aria-pressed={editor?.isActive('bold') ?? false}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <strong>B</strong>
          <span className="visually-hidden"> Bold (Ctrl+B)</span>
        </button>
        <button
          type="button"
          aria-pressed={editor?.isActive('codeBlock') ?? false}
          onClick={() => editor?.chain().focus().toggleCodeBlock().run()}
        >
          {'</>'}
          <span className="visually-hidden"> Code block (Ctrl+`)</span>
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
