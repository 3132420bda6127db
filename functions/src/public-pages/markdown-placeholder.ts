/**
 * A markdown body as plain blocks, for the placeholder the home page shows while the renderer
 * loads (src/features/content/components/site-page-section.tsx) and for the same placeholder in
 * the HTML the publicPage function serves: the blocks wrap as the rendered markdown would, so
 * nothing moves when the app takes over or the renderer arrives. No imports: the SPA bundles it.
 */

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; rows: string[] }
  | { kind: 'paragraph'; text: string };

const listItem = /^\s*([-*+]|\d+[.)])\s+/;

/** Inline markup removed: what the reader will see of a line. */
function plain(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();
}

/**
 * The body's blocks as plain text, for the placeholder shown while the renderer loads: text
 * in the same font and block spacing wraps onto as many lines as the rendered markdown, so
 * the content below does not move when it arrives.
 */
export function placeholderBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0]!;
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(first);
    if (heading) {
      blocks.push({ kind: 'heading', text: plain(heading[1]!) });
      if (lines.length > 1)
        blocks.push({ kind: 'paragraph', text: plain(lines.slice(1).join('')) });
    } else if (lines.every((line) => line.trim().startsWith('|'))) {
      const rows = lines.filter((line) => !/^\s*\|?[\s:|-]+\|?\s*$/.test(line));
      blocks.push({ kind: 'table', rows: rows.map((row) => plain(row.replace(/\|/g, '　'))) });
    } else if (listItem.test(first)) {
      blocks.push({
        kind: 'list',
        ordered: /^\s*\d/.test(first),
        items: lines.map((line) => plain(line.replace(listItem, ''))),
      });
    } else {
      blocks.push({ kind: 'paragraph', text: plain(lines.join('')) });
    }
  }
  return blocks;
}
