export type DataTablePagingProps = {
  /** The page-size select's id (its label points at it). */
  id: string;
  /** The table's caption, naming the page navigation. */
  caption: string;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
  /** Zero-based. */
  pageIndex: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Whether 前へ / 次へ can be used (by default: not on the first / last page). */
  hasPrevious?: boolean;
  hasNext?: boolean;
};

/** DataTable's 表示件数 select and 前へ / 次へ with 「1 / 3ページ」. */
export function DataTablePaging({
  id,
  caption,
  pageSize,
  pageSizes,
  onPageSizeChange,
  pageIndex,
  pageCount,
  onPrevious,
  onNext,
  hasPrevious = pageIndex > 0,
  hasNext = pageIndex < pageCount - 1,
}: DataTablePagingProps) {
  return (
    <div className="data-table__paging">
      <div className="data-table__page-size">
        <label htmlFor={id}>表示件数</label>
        <select
          id={id}
          className="admin-input"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}件
            </option>
          ))}
        </select>
      </div>
      <nav className="admin-actions" aria-label={`${caption}のページ`}>
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={onPrevious}
          disabled={!hasPrevious}
        >
          前へ
        </button>
        <span className="data-table__page">
          {pageIndex + 1} / {pageCount}ページ
        </span>
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={onNext}
          disabled={!hasNext}
        >
          次へ
        </button>
      </nav>
    </div>
  );
}
