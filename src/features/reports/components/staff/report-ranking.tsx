import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ReportParams, RankBy } from '../../report-params';
import type { ReportTable } from '../../report-tables';
import { ReportTableView } from './report-table-view';

export type ReportRankingProps = {
  /** the brand's screen, or null for the operator-wide one */
  brandId: string | null;
  params: ReportParams;
  tables: { title: string; table: ReportTable }[];
  filePrefix: string;
};

const rankLabels: Record<RankBy, string> = { occupancy: '稼働率順', rent: '㎡あたり利用料順' };

/** The last month's assets and plans (or brands) ranked, by 稼働率 or by 利用料 a ㎡. */
export function ReportRanking({ brandId, params, tables, filePrefix }: ReportRankingProps) {
  const search = (rank: RankBy) => ({
    from: params.from,
    to: params.to,
    ...(params.asset ? { asset: params.asset } : {}),
    rank,
  });
  const href = (rank: RankBy) =>
    brandId
      ? paths.admin.brand.reports.href(brandId, search(rank))
      : paths.admin.reports.href(search(rank));
  return (
    <>
      <nav className="report-rank" aria-label="順位の並べ方">
        {(['occupancy', 'rent'] as const).map((rank) => (
          <Link
            key={rank}
            to={href(rank)}
            aria-current={params.rank === rank ? 'true' : undefined}
            className={
              params.rank === rank
                ? 'report-rank__link report-rank__link--current'
                : 'report-rank__link'
            }
          >
            {rankLabels[rank]}
          </Link>
        ))}
      </nav>
      {tables.map(({ title, table }) => (
        <ReportTableView
          key={title}
          title={`${title}・${rankLabels[params.rank]}`}
          table={table}
          fileName={`${filePrefix}-${title.replace(/（.*）/, '')}-${rankLabels[params.rank]}`}
        />
      ))}
    </>
  );
}
