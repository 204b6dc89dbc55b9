import { PageTitle } from '@/components/page-title';
import { BlogEditor } from '@/features/blog/components/blog-editor';

/** /blog: the heading Blog and a rich-text editor kept in this browser (spec 2 "Study and blog"). */
export function BlogPage() {
  return (
    <>
      <PageTitle title="Blog" description="Write and format notes in your browser." />
      <p className="lead">
        Your text is saved in this browser as you type. Ctrl+B makes text bold; Ctrl+` starts or
        ends a code block.
      </p>
      <BlogEditor />
    </>
  );
}
