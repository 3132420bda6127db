import type { FilterDraft } from './use-filter-draft';
import './list-filters.css';

export type ListSearchFormProps = {
  /** The box's label: what it finds by (「受付番号・氏名・フリガナで検索」). */
  label: string;
  /** What a search finds (whole or beginning), under the box. */
  hint: string;
  form: Pick<FilterDraft<{ search: string }>, 'field' | 'onSubmit'>;
};

/**
 * A staff list's search box (`?q=`): one query on the server per 検索, not one per key, so
 * it is a form with a button; the words stay in the address.
 */
export function ListSearchForm({ label, hint, form }: ListSearchFormProps) {
  const field = form.field('search');
  return (
    <form className="data-table__search list-search" role="search" onSubmit={form.onSubmit}>
      <label htmlFor={field.id}>{label}</label>
      <div className="list-search__row">
        <input
          className="admin-input"
          type="search"
          autoComplete="off"
          aria-describedby={`${field.id}-hint`}
          {...field}
        />
        <button type="submit" className="admin-button admin-button--small">
          検索
        </button>
      </div>
      <p id={`${field.id}-hint`} className="admin-hint">
        {hint}
      </p>
    </form>
  );
}
