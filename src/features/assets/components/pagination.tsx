import { Link } from 'react-router';
import './pagination.css';

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page (keeps the rest of the search). */
  hrefFor: (page: number) => string;
};

/** 前へ / page numbers / 次へ, as links (so a page of results can be shared and bookmarked). */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label="ページ送り">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              前へ
            </Link>
          ) : null}
        </li>
        {pages.map((n, index) => (
          <li key={n}>
            {index > 0 && n - pages[index - 1]! > 1 ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`${n}ページ目`}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next">
              次へ
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
