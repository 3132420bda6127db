/**
 * A markdown body's first words for a meta description: the お知らせ page's (src/features/content)
 * and the publicPage function's head of the same page. No imports: the SPA bundles it.
 */
export function markdownSummary(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
