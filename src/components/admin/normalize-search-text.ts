/**
 * Text as the admin tables compare it in a search: NFKC (full-width letters and digits and
 * half-width katakana become their usual forms), lower case, spaces collapsed.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
