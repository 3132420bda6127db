import { Form } from 'react-router';
import type { ReportParams } from '../../report-params';

export type ReportFiltersProps = {
  params: ReportParams;
  /** the assets to choose from (the brand screen), or none (operator-wide) */
  assets?: readonly { id: string; name: string }[];
};

/**
 * The period and the asset, in the address (`?from=2026-01&to=2026-12&asset=SK-101`): a form
 * sent with GET, so a report can be bookmarked, shared and opened again as it was.
 */
export function ReportFilters({ params, assets }: ReportFiltersProps) {
  return (
    <Form method="get" className="report-filters" aria-label="期間と物件">
      <label>
        <span>開始月</span>
        <input type="month" name="from" defaultValue={params.from} required />
      </label>
      <label>
        <span>終了月</span>
        <input type="month" name="to" defaultValue={params.to} required />
      </label>
      {assets ? (
        <label>
          <span>物件</span>
          <select name="asset" defaultValue={params.asset ?? ''}>
            <option value="">すべての物件</option>
            {assets.map((a) => (
              <option key={a.id} value={a.id}>
                {a.id} {a.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <input type="hidden" name="rank" value={params.rank} />
      <button type="submit" className="admin-button">
        表示する
      </button>
    </Form>
  );
}
