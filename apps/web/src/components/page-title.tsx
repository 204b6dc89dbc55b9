import { useContext, useEffect } from 'react';
import { FALLBACK_CLUB_ABBREVIATION, useClub } from '@/lib/club';
import { PageHeadContext } from '@/lib/page-head';

/** A page title: text that gets " | <abbreviation>" appended, or a function building all of it. */
export type TitleSpec = string | ((abbreviation: string) => string);

let defaultDescription: string | null = null;

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  // index.html's description is the site-wide one, used by pages that do not set their own.
  defaultDescription ??= tag.content;
  return tag;
}

/**
 * Sets document.title ("<title> | <club abbreviation>", the abbreviation being Kingside until the
 * club loads) and the page's meta description; without a description, index.html's is restored.
 * On the server they go to the head of the page rendered (lib/page-head.ts).
 */
export function usePageMeta(title: TitleSpec, description?: string): void {
  const { data: club } = useClub();
  const abbreviation = club?.abbreviation ?? FALLBACK_CLUB_ABBREVIATION;
  const full = typeof title === 'function' ? title(abbreviation) : `${title} | ${abbreviation}`;
  // Rendering on the server: the server writes them into the page's head (the last page wins).
  const rendered = useContext(PageHeadContext);
  if (rendered) Object.assign(rendered, { title: full, description });
  useEffect(() => {
    document.title = full;
    const tag = descriptionTag();
    tag.content = description ?? defaultDescription ?? '';
  }, [full, description]);
}

/** Sets document.title to "<title> | <club abbreviation>" and the site-wide description. */
export function useDocumentTitle(title: string): void {
  usePageMeta(title);
}

/** The page's h1, which also becomes the document title. */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return <h1 className="page-title">{title}</h1>;
}
