import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import './markdown-content.css';

export type MarkdownContentProps = {
  /** Markdown written by staff (terms, お知らせ, pages). */
  children: string;
  /**
   * How many levels to push headings down, for a body shown inside a section that has its own
   * `<h2>` (the home page's operator pages): `##` then renders as `<h3>`.
   */
  headingShift?: 0 | 1;
};

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const headingTags: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Heading components that render each level `shift` levels lower (h6 stays h6). A `#` in a
 * body is never a second `<h1>`: the page's title is the one `<h1>`, so it starts at `<h2>`.
 */
function shiftedHeadings(shift: number): Components {
  return Object.fromEntries(
    headingTags.map((tag, index) => {
      const Tag = headingTags[Math.min(Math.max(index + shift, 1), 5)]!;
      const Heading: Components[HeadingTag] = ({ node: _node, ...rest }) => <Tag {...rest} />;
      return [tag, Heading];
    }),
  );
}

const headingsAsIs = shiftedHeadings(0);
const shiftedByOne = shiftedHeadings(1);

/** A Japanese character (kana, kanji, full-width forms and punctuation). */
const cjk = '[\\u3000-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef]';
const cjkLineBreak = new RegExp(`(?<=${cjk})\\r?\\n(?=${cjk})`, 'g');

/**
 * Markdown turns a line break inside a paragraph into a space, which Japanese text does not
 * have ("掲載しています。 実際の…"): a break between two Japanese characters is dropped instead.
 */
function joinJapaneseLines(markdown: string): string {
  return markdown.replace(cjkLineBreak, '');
}

const components: Components = {
  // Site-internal links stay in the app; others open as ordinary links.
  a({ href = '', children, node: _node, ...rest }) {
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link to={href} {...rest}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
  // Wide tables (特定商取引法に基づく表記) scroll inside their own box on a phone.
  table({ node: _node, ...rest }) {
    return (
      <div className="markdown__table">
        <table {...rest} />
      </div>
    );
  },
};

/**
 * Staff-written markdown, rendered the same everywhere (public pages and the admin preview):
 * GitHub-flavoured tables and lists, headings with ids so `#見出し` links scroll to them, and
 * no raw HTML at all (`skipHtml`), so a page body can never inject markup or scripts.
 */
export function MarkdownContent({ children, headingShift = 0 }: MarkdownContentProps) {
  return (
    <div className="markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSlug]}
        components={{ ...components, ...(headingShift ? shiftedByOne : headingsAsIs) }}
        skipHtml
      >
        {joinJapaneseLines(children)}
      </Markdown>
    </div>
  );
}
