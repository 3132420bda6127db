import { formatDate } from '@/utils/format-date';
import { formatIsoDate } from '@/utils/format-iso-date';

export type CompactDateProps = {
  /** A calendar date `YYYY-MM-DD`, or an instant (its day in Japan). */
  value: string | Date;
};

/**
 * `2026/12/27` in a table cell (the long form 2026年12月27日（日） would widen every row), with
 * the long form as the element's title.
 */
export function CompactDate({ value }: CompactDateProps) {
  const day = typeof value === 'string' ? value : formatIsoDate(value);
  return (
    <time dateTime={day} title={formatDate(day)}>
      {day.replaceAll('-', '/')}
    </time>
  );
}
