import {
  funnelTable,
  movesTable,
  occupancyTable,
  overdueTable,
  revenueTable,
  type MonthFigures,
} from '../../report-tables';
import { drawn, ReportChart } from './report-chart';

export type ReportChartsProps = {
  months: readonly MonthFigures[];
  /** `sorakura-経営レポート-2026-01〜2026-12`: each CSV adds its chart's name */
  filePrefix: string;
  /** an asset's figures: no お問い合わせ (they name no asset) and no 預り金 (a customer's) */
  scope: 'brand' | 'asset' | 'operator';
};

/** The month-by-month charts, each with its table and CSV. */
export function ReportCharts({ months, filePrefix, scope }: ReportChartsProps) {
  const file = (name: string) => `${filePrefix}-${name}`;
  return (
    <>
      <ReportChart
        title="稼働率"
        description="月末の区画数と面積のうち契約中の割合、と利用料の請求額÷募集中の月額利用料（経済的稼働率）。"
        table={occupancyTable(months)}
        series={drawn('line', 0, 1, 2)}
        fileName={file('稼働率')}
      />
      <ReportChart
        title="売上と入金"
        description={
          scope === 'asset'
            ? 'その月の請求額と、その月に入金された額（入金方法別）。預り金はブランド全体の表にあります。'
            : 'その月の請求額と、その月に入金された額（入金方法別）、差額の処理と預り金。'
        }
        table={revenueTable(months)}
        series={drawn('bar', 0, 1)}
        fileName={file('売上と入金')}
      />
      <ReportChart
        title="入居と退去"
        description="その月の入居・退去・純増、解約率（退去÷前月末の契約中）と退去した方の平均利用期間。"
        table={movesTable(months)}
        series={[...drawn('bar', 0, 1), ...drawn('line', 2)]}
        fileName={file('入居と退去')}
      />
      <ReportChart
        title="問い合わせから契約まで"
        description={
          scope === 'asset'
            ? 'その月の内見予約・申込・契約の数と、その間の割合（お問い合わせは物件を名指さないため、ブランド全体にだけあります）。'
            : 'その月のお問い合わせ・内見予約・申込・契約の数と、その間の割合。空き待ちの人数とご案内の数。'
        }
        table={funnelTable(months)}
        series={drawn('bar', 0, 1, 2, 3)}
        fileName={file('問い合わせから契約まで')}
      />
      <ReportChart
        title="滞納と経過日数"
        description="月末に支払期限を過ぎて残っている額を、期限からの日数別に。"
        table={overdueTable(months)}
        series={drawn('stacked', 2, 3, 4, 5)}
        fileName={file('滞納')}
      />
    </>
  );
}
