import { Suspense } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import { paths } from '@/config/paths';
import { spaceTypeLabels, type SpaceType } from '@/lib/model/space';
import { formatDateTime } from '@/utils/format-date-time';
import type { PlanLine } from '#shared/reports/report-figures.js';
import {
  useAssetMonths,
  useAssetsRanking,
  useBrandFigures,
  useBrandPlans,
  useReportState,
} from '../../api/get-reports';
import { useRunReports } from '../../api/run-reports';
import { monthLabel, periodsOf, type ReportParams } from '../../report-params';
import { planOccupancyTable, rankingTable } from '../../report-tables';
import { drawn, ReportChart } from './report-chart';
import { ReportCharts } from './report-charts';
import { ReportFilters } from './report-filters';
import { ReportRanking } from './report-ranking';

/** 「屋内トランクルーム 90×180cm（1.62㎡）」: a plan of the reports (type + size). */
export function reportPlanLabel(plan: Pick<PlanLine, 'type' | 'widthCm' | 'depthCm' | 'areaM2'>) {
  const type = spaceTypeLabels[plan.type as SpaceType] ?? plan.type;
  return `${type} ${plan.widthCm}×${plan.depthCm}cm（${plan.areaM2}㎡）`;
}

function KeptState({ brandId }: { brandId: string }) {
  const state = useReportState(brandId);
  const run = useRunReports(brandId);
  const result = useResultMessage();
  return (
    <div className="report-state">
      <p>
        {state.data
          ? `集計日時：${formatDateTime(state.data.ranAt)}（${monthLabel(state.data.firstPeriod ?? state.data.lastPeriod ?? '')}から）`
          : state.isPending
            ? '集計日時を読み込んでいます…'
            : 'まだ集計されていません。'}
        毎朝6時30分に前月と今月を集計し直します。
      </p>
      <button
        type="button"
        className="admin-button admin-button--small"
        disabled={run.isPending}
        onClick={() =>
          run.mutate(false, {
            onSuccess: (done) => result.showSuccess(`${done.months}か月分を集計しました。`),
            onError: () =>
              result.showFailure('集計できませんでした。時間をおいてもう一度お試しください。'),
          })
        }
      >
        {run.isPending ? '集計しています…' : '今すぐ集計'}
      </button>
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </div>
  );
}

export type BrandReportProps = { brandId: string; brandName: string; params: ReportParams };

const loading = <p className="report-loading">読み込んでいます…</p>;

/** The plans (type + size) month by month: the brand's, or the chosen asset's. */
function usePlansByMonth(brandId: string, params: ReportParams, periods: readonly string[]) {
  const brandPlans = useBrandPlans(brandId, params.asset ? [] : periods);
  const assetMonths = useAssetMonths(brandId, params.asset ?? '', params.asset ? periods : []);
  return params.asset
    ? assetMonths.map((m) => ({ period: m.period, plans: m.plans }))
    : brandPlans.map((m) => ({ period: m.period, plans: m.plans }));
}

/** The period and asset filters, with the assets of the last month's ranking to choose from. */
function Filters({ brandId, params }: { brandId: string; params: ReportParams }) {
  const ranking = useAssetsRanking(brandId, params.to);
  const assets = Object.entries(ranking?.assets ?? {})
    .map(([id, line]) => ({ id, name: line.name }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return <ReportFilters params={params} assets={assets} />;
}

function PlanChart(props: {
  brandId: string;
  params: ReportParams;
  periods: readonly string[];
  filePrefix: string;
}) {
  const plansByMonth = usePlansByMonth(props.brandId, props.params, props.periods);
  const table = planOccupancyTable(props.periods, plansByMonth, reportPlanLabel);
  return (
    <ReportChart
      title="プラン別の稼働率"
      description="区画の種類と広さ（プラン）ごとの、月末の稼働率（区画数）。区画の多いプランから8つまで。"
      table={table}
      series={drawn('line', ...table.columns.keys())}
      fileName={`${props.filePrefix}-プラン別の稼働率`}
    />
  );
}

function Ranking(props: {
  brandId: string;
  params: ReportParams;
  periods: readonly string[];
  filePrefix: string;
}) {
  const { brandId, params } = props;
  const ranking = useAssetsRanking(brandId, params.to);
  const plansByMonth = usePlansByMonth(brandId, params, props.periods);
  const lastPlans = plansByMonth.find((m) => m.period === params.to)?.plans ?? {};
  return (
    <ReportRanking
      brandId={brandId}
      params={params}
      tables={[
        ...(params.asset || !ranking
          ? []
          : [
              {
                title: `物件の順位（${monthLabel(params.to)}）`,
                table: rankingTable(
                  '物件',
                  Object.entries(ranking.assets).map(([id, line]) => ({
                    label: `${id} ${line.name}`,
                    line,
                  })),
                  params.rank,
                ),
              },
            ]),
        {
          title: `プランの順位（${monthLabel(params.to)}）`,
          table: rankingTable(
            'プラン',
            Object.values(lastPlans).map((line) => ({ label: reportPlanLabel(line), line })),
            params.rank,
          ),
        },
      ]}
      filePrefix={props.filePrefix}
    />
  );
}

/**
 * A brand's report: the kept months of the period (the whole brand, or one asset with its plans),
 * the plans' 稼働率, and the assets and plans of the last month ranked. Reads only the kept
 * documents (docs/reports.md), never the records. The month charts show as soon as the months are
 * in; the plans and the ranking follow (their documents are read alongside).
 */
export function BrandReport({ brandId, brandName, params }: BrandReportProps) {
  const periods = periodsOf(params);
  const brandMonths = useBrandFigures(brandId, params.asset ? [] : periods);
  const assetMonths = useAssetMonths(brandId, params.asset ?? '', params.asset ? periods : []);
  const months = (params.asset ? assetMonths : brandMonths).map((m) => ({
    period: m.period,
    figures: m.figures,
  }));
  const assetName = params.asset ? (assetMonths.at(-1)?.name ?? '') : null;
  const scopeName = params.asset ? `${params.asset} ${assetName}` : brandName;
  const filePrefix = `${brandId}${params.asset ? `-${params.asset}` : ''}-経営レポート-${params.from}〜${params.to}`;
  const parts = { brandId, params, periods, filePrefix };
  return (
    <>
      <KeptState brandId={brandId} />
      <Suspense fallback={<ReportFilters params={params} />}>
        <Filters brandId={brandId} params={params} />
      </Suspense>
      <p className="report-scope" aria-live="polite">
        {scopeName}・{monthLabel(params.from)}〜{monthLabel(params.to)}
        {params.asset ? (
          <>
            {' '}
            <Link
              to={paths.admin.brand.reports.href(brandId, { from: params.from, to: params.to })}
            >
              ブランド全体に戻る
            </Link>
          </>
        ) : null}
      </p>
      {months.length === 0 ? (
        <AdminSection title="この期間の数字はまだありません">
          <p>この期間はまだ集計されていません。「今すぐ集計」を押すと、記録から集計します。</p>
        </AdminSection>
      ) : (
        <>
          <ReportCharts
            months={months}
            filePrefix={filePrefix}
            scope={params.asset ? 'asset' : 'brand'}
          />
          <Suspense fallback={loading}>
            <PlanChart {...parts} />
          </Suspense>
        </>
      )}
      <Suspense fallback={loading}>
        <Ranking {...parts} />
      </Suspense>
    </>
  );
}
