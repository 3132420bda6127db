import { Link } from 'react-router';
import {
  applicationFilterLabels,
  applicationFilters,
  type ApplicationFilter,
} from '../../application-filters';

export type ApplicationFilterNavProps = {
  current: ApplicationFilter;
  /** The address of a list (keeps the page, changes `?status=`). */
  hrefOf: (filter: ApplicationFilter) => string;
};

/** The overview's lists as links (the choice lives in the address: shareable, Back works). */
export function ApplicationFilterNav({ current, hrefOf }: ApplicationFilterNavProps) {
  return (
    <nav className="application-filters" aria-label="申込の状態で絞り込み">
      <ul>
        {applicationFilters.map((filter) => (
          <li key={filter}>
            <Link
              to={hrefOf(filter)}
              className="application-filters__link"
              aria-current={filter === current ? 'page' : undefined}
              preventScrollReset
            >
              {applicationFilterLabels[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
