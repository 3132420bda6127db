import GithubSlugger from 'github-slugger';

export type OutlineHeading = { id: string; text: string };

/**
 * The `##` headings of a markdown body with the ids rehype-slug gives them when rendered
 * (both use github-slugger), for a page's table of contents.
 */
export function headingOutline(markdown: string): OutlineHeading[] {
  const slugger = new GithubSlugger();
  const headings: OutlineHeading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    // Every heading takes a slug (so duplicates number alike); only level 2 is listed.
    const text = match[2]!.replace(/[*_`]/g, '');
    const id = slugger.slug(text);
    if (match[1] === '##') headings.push({ id, text });
  }
  return headings;
}
