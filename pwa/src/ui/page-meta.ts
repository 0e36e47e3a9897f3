import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Sets the document title and meta description while a screen is shown. Prerendered pages
 * already carry both in their HTML (scripts/prerender.ts reads the same values), so crawlers
 * without JavaScript see them too.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}
