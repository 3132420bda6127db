import { Suspense, useState, type ReactNode } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { ResultMessage } from '@/components/admin/result-message';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useServerList } from '@/components/admin/use-server-list';
import { billStateLabels } from '#shared/model/bill.js';
import { formatYearMonth } from '@/utils/format-year-month';
import { useBillTotals } from '../../api/get-bill-totals';
import { useUnbilledMonths } from '../../api/get-unbilled-months';
import { useCollectionSettings, useRunMonthBills } from '../../api/job-runs';
import { billErrorMessage } from '../../bill-error-message';
import { periodOf } from '#shared/billing/billing-period.js';
import type { BillingView } from '../../billing-view';
import { billsList } from '../../bills-list';
import { BillActionDialog } from './bill-action-dialog';
import { BillTable } from './bill-table';
import { BillingAging } from './billing-aging';
import { useBillActions } from './use-bill-actions';
import { BillingTotalsTable } from './billing-totals-table';
import { BillingViewControls } from './billing-view-controls';
import { BillsCsvExport } from './bills-csv-export';
import { CreateBillsDialog } from './create-bills-dialog';
import { JobRunsPanel } from './job-runs-panel';
import './billing.css';

export type BillingManagerProps = {
  brandId: string;
  /** Today in Japan, `YYYY-MM-DD`. */
  today: string;
  /** The mails sent about one bill (reminders, 入金確認), shown in its dialog. */
  billMails?: (billId: string) => ReactNode;
};

function viewTitle(view: BillingView): string {
  if (view.kind === 'status') return `すべての月の「${billStateLabels[view.status]}」の請求`;
  const month = `${formatYearMonth(view.period)}の請求`;
  return view.status ? `${month}（${billStateLabels[view.status]}）` : month;
}

/**
 * 件数・金額 per state and, for 支払期限超過, the aging: count and sum aggregation queries on the
 * server (getBillTotals), not the rows.
 */
function BillingFigures({
  brandId,
  view,
  today,
  title,
}: {
  brandId: string;
  view: BillingView;
  today: string;
  title: string;
}) {
  const totals = useBillTotals(brandId, view, today);
  return (
    <>
      <BillingTotalsTable
        caption={`${view.kind === 'month' ? `${formatYearMonth(view.period)}の請求` : title}の合計`}
        byStatus={
          view.kind === 'month'
            ? totals.byStatus
            : totals.byStatus.filter((total) => total.status === view.status)
        }
        all={totals.all}
        current={view.status}
      />
      {totals.aging ? <BillingAging aging={totals.aging} /> : null}
    </>
  );
}

/**
 * The billing screen: a month's bills (or one state's across every month) with totals per
 * state, 「今月の請求を作成」, each bill's moves after a confirmation (入金済み, 期限超過, 取消 as
 * the state table allows), and CSV files of the bills shown and of the brand's applications.
 */
export function BillingManager({ brandId, today, billMails }: BillingManagerProps) {
  // One page of the view's bills from the server; the count of all comes on its own (the
  // rows show first, 「全…件」 when it is in).
  const list = useServerList(billsList, { brandId, today });
  const view = list.filters;
  const shown = list.rows;
  const result = useResultMessage();

  const actions = useBillActions(brandId, today, result.showSuccess);
  const ticked = shown.filter((bill) => bill.status === 'unpaid' && actions.selected.has(bill.id));

  // 請求を作成 / 今すぐ実行: the month's job on the server, for the month asked (the view's, or
  // the next month from the 自動処理 panel).
  const createBills = useRunMonthBills(brandId);
  const jobSettings = useCollectionSettings(brandId);
  const unbilled = useUnbilledMonths(brandId, today, jobSettings.data?.billRunDay);
  const [creating, setCreating] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const startCreate = (period: string) => {
    result.clear();
    setCreateError(null);
    setCreating(period);
  };
  const confirmCreate = async () => {
    if (creating === null) return;
    setCreateError(null);
    try {
      const made = await createBills.mutateAsync(creating);
      if (made.outcome === 'failed' && made.created === 0 && made.existing === 0) {
        setCreateError(`${made.summary}。${made.failures[0]?.message ?? ''}`);
        return;
      }
      setCreating(null);
      result.showSuccess(made.summary);
    } catch (error) {
      setCreateError(billErrorMessage(error));
    }
  };

  const title = viewTitle(view);
  const thisMonth = view.kind === 'month' && view.period === periodOf(today);
  return (
    <>
      <AdminSection
        title="請求"
        description="月ごとの請求です。「すべての月」を選ぶと、状態ごとにすべての月の請求を表示します。"
        actions={
          view.kind === 'month' ? (
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => startCreate(view.period)}
            >
              {thisMonth ? '今月の請求を作成' : `${formatYearMonth(view.period)}の請求を作成`}
            </button>
          ) : null
        }
      >
        <BillingViewControls view={view} today={today} onChange={list.setFilters} />
        {/* The totals come on their own: the first rows do not wait for them. */}
        <Suspense
          fallback={
            <p className="admin-hint" role="status">
              合計を集計しています…
            </p>
          }
        >
          <BillingFigures brandId={brandId} view={view} today={today} title={title} />
        </Suspense>
        <div className="billing-bulk">
          <button
            type="button"
            className="admin-button"
            disabled={ticked.length === 0}
            onClick={() => actions.open(ticked, 'pay')}
          >
            選択した請求の入金を記録（{ticked.length}件）
          </button>
        </div>
        <BillTable
          key={view.kind}
          brandId={brandId}
          list={list}
          caption={title}
          emptyState={
            <p>
              {title}はありません。
              {view.kind === 'month' && view.status === null
                ? '「請求を作成」で契約中の申込の請求を作れます。'
                : ''}
            </p>
          }
          showPeriod={view.kind === 'status'}
          today={today}
          onAction={actions.start}
          selected={actions.selected}
          onSelect={actions.select}
        />
      </AdminSection>
      <BillsCsvExport
        brandId={brandId}
        view={view}
        count={list.total}
        title={title}
        today={today}
        result={result}
      />
      <BillActionDialog
        pending={actions.pending}
        draft={actions.draft}
        onDraft={actions.setDraft}
        today={today}
        busy={actions.busy}
        error={actions.error}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
        billMails={billMails}
      />
      <JobRunsPanel brandId={brandId} today={today} onRunMonthBills={startCreate} />
      <CreateBillsDialog
        open={creating !== null}
        period={creating ?? periodOf(today)}
        today={today}
        busy={createBills.isPending}
        error={createError}
        onConfirm={() => void confirmCreate()}
        onCancel={() => setCreating(null)}
        earlierMissing={
          unbilled.data?.find((m) => creating !== null && m.period < creating)?.period ?? null
        }
      />
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </>
  );
}
