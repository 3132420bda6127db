import { where, type QueryConstraint } from 'firebase/firestore/lite';
import { japanDayStart } from '@/utils/japan-day-start';

/**
 * A staff list's filters as query constraints: `field == value` for each filter that is set
 * ('' is no filter). Each needs its composite index with the list's order
 * (firestore.indexes.json); Firestore merges them for combinations.
 */
export function equalityFilters(values: Readonly<Record<string, string>>): QueryConstraint[] {
  return Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => where(field, '==', value));
}

/** Japanese days `from` to `until` (`YYYY-MM-DD`, both included; '' leaves that end open). */
export function japanDaysFilter(field: string, from: string, until: string): QueryConstraint[] {
  return [
    ...(from === '' ? [] : [where(field, '>=', japanDayStart(from))]),
    ...(until === '' ? [] : [where(field, '<', japanDayStart(until, 1))]),
  ];
}
