import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import './markdown-content.css';

export type MarkdownContentProps = {
  /** Markdown written by staff (terms, お知らせ, pages). */
  children: string;
};

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
export function MarkdownContent({ children }: MarkdownContentProps) {
  return (
    <div className="markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSlug]}
        components={components}
        skipHtml
      >
        {children}
      </Markdown>
    </div>
  );
}
