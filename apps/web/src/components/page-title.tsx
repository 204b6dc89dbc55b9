import { useEffect } from 'react';
import { FALLBACK_CLUB_ABBREVIATION, useClub } from '@/lib/club';

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
 */
export function usePageMeta(title: TitleSpec, description?: string): void {
  const { data: club } = useClub();
  const abbreviation = club?.abbreviation ?? FALLBACK_CLUB_ABBREVIATION;
  const full = typeof title === 'function' ? title(abbreviation) : `${title} | ${abbreviation}`;
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
