import { Link, type To } from 'react-router';
import './filter-nav.css';

export type FilterNavProps<F extends string> = {
  /** The lists, in the order shown. */
  filters: readonly F[];
  labels: Record<F, string>;
  current: F;
  /** The address of a list: the choice lives in it (shareable, Back works). */
  hrefOf: (filter: F) => To;
  /** The navigation's accessible name (「申込の状態で絞り込み」). */
  label: string;
};

/** A staff list's filters as links, the current one marked `aria-current="page"`. */
export function FilterNav<F extends string>({
  filters,
  labels,
  current,
  hrefOf,
  label,
}: FilterNavProps<F>) {
  return (
    <nav className="filter-nav" aria-label={label}>
      <ul className="inline-list">
        {filters.map((filter) => (
          <li key={filter}>
            <Link
              to={hrefOf(filter)}
              className="filter-nav__link"
              aria-current={filter === current ? 'page' : undefined}
              preventScrollReset
            >
              {labels[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
