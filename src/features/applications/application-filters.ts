import { applicationStatusLabels } from '@/lib/model/application';

/**
 * The lists of the brand overview, one per state, plus 解約のお申し出 (contracted applications
 * whose holder asked to end them). Each is one query of the data model's query table.
 */
export const applicationFilters = [
  'submitted',
  'approved',
  'contracted',
  'termination-requested',
  'rejected',
  'cancelled',
  'ended',
] as const;
export type ApplicationFilter = (typeof applicationFilters)[number];

export const applicationFilterLabels: Record<ApplicationFilter, string> = {
  ...applicationStatusLabels,
  'termination-requested': '解約のお申し出',
};

/** What staff see first: the applications waiting for a decision. */
export const defaultApplicationFilter: ApplicationFilter = 'submitted';

/** The `?status=` value of the overview's address; anything unknown is the default list. */
export function parseApplicationFilter(value: string | null): ApplicationFilter {
  return (applicationFilters as readonly string[]).includes(value ?? '')
    ? (value as ApplicationFilter)
    : defaultApplicationFilter;
}
