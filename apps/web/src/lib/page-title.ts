import { useDocumentTitle } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/**
 * What a page says about itself: the document title and, for pages worth sharing, a description and
 * a link preview (Open Graph; `image` may be a path on this host).
 */
export type PageMeta = { title: string; description?: string; preview?: { image?: string } };

/** Set by the server-side renderer (src/ssr): it puts the page's title in the HTML it sends. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * The page's document title (and description): set in the browser once the page is on screen, and
 * written into the HTML of a server-rendered page, so its tab and a shared link show it at once.
 */
export function usePageTitle(title: string, description?: string, preview?: PageMeta['preview']): void {
  const collect = useContext(PageMetaCollector);
  collect?.({ title, ...(description ? { description } : {}), ...(preview ? { preview } : {}) });
  useDocumentTitle(title);
}
