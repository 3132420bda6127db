import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '@/config/site';
import { formatDocumentTitle } from '@/utils/format-document-title';

export type PageMeta = {
  /** The page's own title; the document title adds ` | スペースナビ`. */
  title: string;
  /** One or two sentences for search results and link previews (max ~120 characters used). */
  description?: string;
  /** Open Graph type: `website` by default, `article` for お知らせ. */
  type?: 'website' | 'article';
  /** Absolute address of the preview image (og:image); the site's card when none. */
  image?: string;
  /** The canonical path when it is not the current one (e.g. the QR permalink of an asset). */
  canonicalPath?: string;
};

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function setMeta(key: 'name' | 'property', name: string, content: string | undefined) {
  const selector = `meta[${key}="${name}"]`;
  if (content === undefined) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  setTag(
    selector,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(key, name);
      return meta;
    },
    'content',
    content,
  );
}

/**
 * Sets the document's title, description, canonical URL and Open Graph tags for the screen
 * shown (index.html carries the defaults; a screen that says nothing gets the site's).
 * Search engines that render JavaScript and link previews read these.
 */
export function usePageMeta({
  title,
  description,
  type = 'website',
  image,
  canonicalPath,
}: PageMeta) {
  const { pathname } = useLocation();
  const path = canonicalPath ?? pathname;
  useEffect(() => {
    const fullTitle = formatDocumentTitle(title);
    const text = (description ?? site.description).replace(/\s+/g, ' ').trim().slice(0, 120);
    const url = new URL(path, window.location.origin).href;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setTag(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      url,
    );
    setMeta('property', 'og:site_name', site.name);
    setMeta('property', 'og:locale', 'ja_JP');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', url);
    // Every page has a picture to share: its own, or the site's card (public/og-image.png).
    setMeta('property', 'og:image', image ?? new URL(site.image, window.location.origin).href);
    setMeta('name', 'twitter:card', 'summary_large_image');
  }, [title, description, type, image, path]);
}
