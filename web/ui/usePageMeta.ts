import { useEffect } from 'react';
import { SHELL_PAGE_META } from '../../api/contract/appRoutes';

/** Sets title and description; the returned function puts the previous ones back. */
function applyPageMeta(title: string, description: string): () => void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  const previousTitle = document.title;
  const previousDescription = meta?.content ?? null;
  document.title = title;
  if (meta) meta.content = description;
  return () => {
    document.title = previousTitle;
    if (meta && previousDescription !== null) meta.content = previousDescription;
  };
}

/**
 * Sets the document title and the meta description for as long as a page is shown, and puts
 * the previous ones back when it leaves: index.html's description stays the home page's.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => applyPageMeta(title, description), [title, description]);
}

/**
 * Titles the routes whose pages set none of their own (SHELL_PAGE_META). Used by the layout,
 * whose effects run after its page's, so it stays out of the way of pages that do.
 */
export function useShellPageMeta(pathname: string): void {
  const meta = SHELL_PAGE_META[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  const title = meta?.title ?? null;
  const description = meta?.description ?? null;
  useEffect(() => {
    if (title === null || description === null) return undefined;
    return applyPageMeta(title, description);
  }, [title, description]);
}
