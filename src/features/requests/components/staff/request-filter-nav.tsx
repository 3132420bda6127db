import { Link } from 'react-router';
import { requestFilterLabels, requestFilters, type RequestFilter } from '../../request-filters';

export type RequestFilterNavProps = {
  current: RequestFilter;
  /** What the lists are of, for the navigation's name (「お問い合わせ」). */
  noun: string;
};

const searchOf = (filter: RequestFilter) => (filter === 'all' ? '' : `?status=${filter}`);

/** The inbox's lists as links (the choice lives in the address: shareable, Back works). */
export function RequestFilterNav({ current, noun }: RequestFilterNavProps) {
  return (
    <nav className="request-filters" aria-label={`${noun}の対応状況で絞り込み`}>
      <ul>
        {requestFilters.map((filter) => (
          <li key={filter}>
            <Link
              to={{ search: searchOf(filter) }}
              className="request-filters__link"
              aria-current={filter === current ? 'page' : undefined}
              preventScrollReset
            >
              {requestFilterLabels[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
