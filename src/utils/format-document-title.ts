import { site } from '@/config/site';

/** `<page title> | <site name>`; the bare site name when the page has no title of its own. */
export function formatDocumentTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed === '' ? site.name : `${trimmed} | ${site.name}`;
}
