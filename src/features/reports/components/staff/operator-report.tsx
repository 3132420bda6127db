import { useSuspenseQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { paths } from '@/config/paths';
import { addFigures, rankingLineOf } from '#shared/reports/report-rates.js';
import { brandFiguresQuery } from '../../api/get-reports';
import { monthLabel, periodsOf, type ReportParams } from '../../report-params';
import { rankingTable, type MonthFigures } from '../../report-tables';
import { ReportCharts } from './report-charts';
import { ReportFilters } from './report-filters';
import { ReportRanking } from './report-ranking';

export type OperatorReportProps = {
  /** the brands the staff member runs (every brand for operator-wide staff) */
  brands: readonly { id: string; name: string }[];
  params: ReportParams;
};

/**
 * Every brand the staff member runs, added up month by month (a rate of the sum, never an
 * average of rates), and the brands of the last month ranked; each links to its own report.
 */
export function OperatorReport({ brands, params }: OperatorReportProps) {
  const periods = periodsOf(params);
  const perBrand = useSuspenseQueries({
    queries: brands.map((b) => brandFiguresQuery(b.id, periods)),
  }).map((q) => q.data);
  const months: MonthFigures[] = periods.flatMap((period) => {
    const kept = perBrand.flatMap((ms) => ms.filter((m) => m.period === period));
    if (kept.length === 0) return [];
    return [{ period, figures: kept.map((m) => m.figures).reduce(addFigures) }];
  });
  const last = brands.flatMap((b, i) => {
    const f = perBrand[i]!.find((m) => m.period === params.to)?.figures;
    if (!f) return [];
    return [{ label: b.name, line: rankingLineOf(b.name, f) }];
  });
  return (
    <>
      <ReportFilters params={params} />
      <p className="report-scope">
        {brands.length}ブランドの合計・{monthLabel(params.from)}〜{monthLabel(params.to)}
      </p>
      <nav aria-label="ブランドごとのレポート" className="report-brands">
        <ul>
          {brands.map((b) => (
            <li key={b.id}>
              <Link to={paths.admin.brand.reports.href(b.id, { from: params.from, to: params.to })}>
                {b.name}のレポート
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {months.length === 0 ? (
        <AdminSection title="この期間の数字はまだありません">
          <p>
            この期間はまだ集計されていません。各ブランドのレポートで「今すぐ集計」を押してください。
          </p>
        </AdminSection>
      ) : (
        <ReportCharts
          months={months}
          filePrefix={`全体-経営レポート-${params.from}〜${params.to}`}
          scope="operator"
        />
      )}
      <ReportRanking
        brandId={null}
        params={params}
        tables={[
          {
            title: `ブランドの順位（${monthLabel(params.to)}）`,
            table: rankingTable('ブランド', last, params.rank),
          },
        ]}
        filePrefix={`全体-経営レポート-${params.from}〜${params.to}`}
      />
    </>
  );
}
