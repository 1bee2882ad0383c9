import { useEffect } from 'react';

/**
 * Sets the document title and the meta description for as long as a page is shown, and puts
 * the previous ones back when it leaves: index.html's description stays the home page's.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousTitle = document.title;
    const previousDescription = meta?.content ?? null;
    document.title = title;
    if (meta) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== null) meta.content = previousDescription;
    };
  }, [title, description]);
}
