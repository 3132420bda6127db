/**
 * Aging buckets of overdue bills by days past the due date: the billing screen's 支払期限超過 and
 * the reports' overdue at each month's end (docs/reports.md) count in the same four.
 */
export const agingBuckets = [
  { label: '1〜30日', min: 1, max: 30 },
  { label: '31〜60日', min: 31, max: 60 },
  { label: '61〜90日', min: 61, max: 90 },
  { label: '91日以上', min: 91, max: Infinity },
] as const;
