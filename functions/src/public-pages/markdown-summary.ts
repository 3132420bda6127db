/**
 * A markdown body as plain text for a meta description: headings, lists, tables, links and
 * emphasis lose their marks and keep their words (お知らせ and a brand's fixed pages: search
 * results and link previews show it as it is). No imports: the SPA bundles it.
 */
export function markdownSummary(markdown: string): string {
  return (
    markdown
      .replace(/```[\s\S]*?```/g, ' ')
      // A table's separator row (| --- | :---: |) and a horizontal rule.
      .replace(/^[\s|:-]*-{3,}[\s|:-]*$/gm, ' ')
      .replace(/^\s{0,3}([*_])(\s*\1){2,}\s*$/gm, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, ' ')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/\|/g, ' ')
      .replace(/[*_`~]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
