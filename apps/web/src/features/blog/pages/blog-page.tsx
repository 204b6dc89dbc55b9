import { useEffect, useState, type ComponentType } from 'react';
import { Notice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';

/** The editor (Tiptap, about 120 KB gzipped) loads once the page is up, never before it paints. */
const loadEditor = () =>
  import('@/features/blog/components/blog-editor').then((module) => module.BlogEditor);

/**
 * /blog: the heading Blog and a rich-text editor kept in this browser (spec 2 "Study and blog").
 * The page comes from the server with the editor's frame; the editor fills it once its code has
 * loaded (docs/decisions/0058), so the page starts with no more JavaScript than any other.
 */
export function BlogPage() {
  const [Editor, setEditor] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadEditor().then(
      (loaded) => {
        if (live) setEditor(() => loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <PageTitle title="Blog" description="Write and format notes in your browser." />
      <p className="lead">
        Your text is saved in this browser as you type. Ctrl+B makes text bold; Ctrl+` starts or
        ends a code block.
      </p>
      {failed ? (
        <Notice tone="error">The editor could not load. Reload the page to try again.</Notice>
      ) : Editor ? (
        <Editor />
      ) : (
        <EditorFrame />
      )}
    </>
  );
}

/** The editor's box while its code loads (or without JavaScript), the same size as the editor. */
function EditorFrame() {
  return (
    <div className="blog-editor" aria-busy="true">
      <div className="blog-toolbar" aria-hidden="true">
        <button type="button" disabled tabIndex={-1}>
          <strong>B</strong>
        </button>
        <button type="button" disabled tabIndex={-1}>
          {'</>'}
        </button>
      </div>
      <div className="blog-editor-content">
        <noscript>The editor needs JavaScript: turn it on to write here.</noscript>
      </div>
    </div>
  );
}
