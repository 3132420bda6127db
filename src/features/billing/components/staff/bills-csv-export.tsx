import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { AdminSection } from '@/components/admin/admin-section';
import { ListExportButton, type ListExport } from '@/components/admin/list-export-button';
import type { UseResultMessage } from '@/components/admin/use-result-message';
import { brandAssetNamesQuery } from '@/features/assets/api/get-brand-asset-names';
import { billStateOn } from '#shared/model/bill.js';
import { formatYearMonth } from '@/utils/format-year-month';
import { billedApplicationsQuery } from '../../api/get-billed-applications';
import { viewBillsQuery } from '../../api/get-view-bills';
import { exportApplicationsQuery } from '../../api/get-export-applications';
import { journalBillsQuery } from '../../api/get-journal-bills';
import { periodOf } from '#shared/billing/billing-period.js';
import type { BillingView } from '../../billing-view';
import {
  accountingProductNames,
  accountingProductShortNames,
  applicationsCsvFileName,
  billsCsvFileName,
  journalCsvFileName,
  type AccountingProduct,
} from '../../csv/csv-file-names';
import { downloadCsv } from '@/lib/csv/download-csv';

export type BillsCsvExportProps = {
  brandId: string;
  view: BillingView;
  /**
   * How many bills the view holds (the month and state chosen above; all its pages), null while
   * the count is on its way.
   */
  count: number | null;
  /** What they are, 「2026年12月の請求」. */
  title: string;
  today: string;
  result: UseResultMessage;
};

const readFailed = '申込を読み込めませんでした。通信状態を確認して、もう一度お試しください。';
const writeFailed = 'CSVファイルを作れませんでした。画面を読み込み直して、もう一度お試しください。';

// papaparse (≈ 7 KB gzip) loads when staff first press a CSV button, not with the screen.
const billsCsv = () => import('../../csv/to-bills-csv');
const applicationsCsv = () => import('../../csv/to-applications-csv');
const journalCsv = (product: AccountingProduct) =>
  Promise.all([
    import('../../csv/month-journal'),
    product === 'freee'
      ? import('../../csv/to-freee-csv').then((m) => m.toFreeeCsv)
      : import('../../csv/to-moneyforward-csv').then((m) => m.toMoneyForwardCsv),
    import('../../csv/encode-shift-jis'),
  ]);
const journalReadFailed =
  '請求を読み込めませんでした。通信状態を確認して、もう一度お試しください。';

/**
 * CSV files for Excel: the bills on screen, and every application of the brand (read when
 * pressed: one query per state of the query table).
 */
export function BillsCsvExport({
  brandId,
  view,
  count,
  title,
  today,
  result,
}: BillsCsvExportProps) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [exportingJournal, setExportingJournal] = useState<AccountingProduct | null>(null);
  // The month shown; 「すべての月」 lists no month, so this month.
  const journalPeriod = view.kind === 'month' ? view.period : periodOf(today);
  const journalMonth = formatYearMonth(journalPeriod);

  /**
   * Every bill of the view, not the page shown: read when pressed, with the contracts and the
   * assets' names (the table reads a page at a time; a file is for the whole month or state).
   */
  const writeBills = async (): Promise<ListExport> => {
    const [{ bills: stored }, applications, { toBillsCsv }] = await Promise.all([
      queryClient.fetchQuery(viewBillsQuery(brandId, view, today)),
      queryClient.fetchQuery(billedApplicationsQuery(brandId)),
      billsCsv(),
    ]);
    const bills = stored
      .filter((bill) => view.status === null || billStateOn(bill, today) === view.status)
      .map((bill) => ({ ...bill, application: applications.get(bill.applicationId) ?? null }));
    return {
      fileName: billsCsvFileName(brandId, view),
      csv: toBillsCsv(bills, today),
      message: `${title}（${bills.length}件）をCSVファイルに書き出しました`,
    };
  };

  const exportApplications = async () => {
    if (exporting) return;
    setExporting(true);
    result.clear();
    try {
      const [{ applications, unreadable }, assetNames, { toApplicationsCsv }] = await Promise.all([
        queryClient.fetchQuery(exportApplicationsQuery(brandId)),
        queryClient.fetchQuery(brandAssetNamesQuery(brandId)),
        applicationsCsv(),
      ]);
      downloadCsv(
        applicationsCsvFileName(brandId, today),
        toApplicationsCsv(applications, (assetId) => assetNames.get(assetId)),
      );
      result.showSuccess(
        `申込（${applications.length}件）をCSVファイルに書き出しました` +
          (unreadable > 0 ? `（形式が正しくない${unreadable}件を除く）` : ''),
      );
    } catch (error) {
      result.showFailure(adminErrorMessage(error, readFailed));
    } finally {
      setExporting(false);
    }
  };

  /**
   * The month's 仕訳 for an accounting product: the month's bills and the bills paid in it,
   * read when pressed, written in Shift_JIS (docs/billing.md, "Accounting export").
   */
  const exportJournal = async (product: AccountingProduct) => {
    if (exportingJournal) return;
    setExportingJournal(product);
    result.clear();
    try {
      const [{ bills: stored, unreadable }, applications, [journal, toProductCsv, sjis]] =
        await Promise.all([
          queryClient.fetchQuery(journalBillsQuery(brandId, journalPeriod)),
          queryClient.fetchQuery(billedApplicationsQuery(brandId)),
          journalCsv(product),
        ]);
      const rows = journal.monthJournal(
        stored.map((bill) => ({
          ...bill,
          application: applications.get(bill.applicationId) ?? null,
        })),
        journalPeriod,
      );
      const { bytes, replaced } = sjis.encodeShiftJis(toProductCsv(rows));
      downloadCsv(journalCsvFileName(brandId, product, journalPeriod), bytes, 'shift_jis');
      const entries = new Set(rows.map((row) => row.entry)).size;
      result.showSuccess(
        `${journalMonth}の仕訳（${entries}件・${rows.length}行）を${accountingProductNames[product]}用のCSVファイルに書き出しました` +
          (replaced.length > 0
            ? `（Shift_JISにない文字 ${replaced.join(' ')} は「${sjis.shiftJisReplacement}」にしました）`
            : '') +
          (unreadable > 0 ? `（形式が正しくない請求${unreadable}件を除く）` : ''),
      );
    } catch (error) {
      result.showFailure(adminErrorMessage(error, journalReadFailed));
    } finally {
      setExportingJournal(null);
    }
  };

  const journalButton = (product: AccountingProduct) => (
    <button
      type="button"
      className="admin-button"
      onClick={() => void exportJournal(product)}
      aria-disabled={exportingJournal !== null || undefined}
      aria-busy={exportingJournal === product || undefined}
    >
      {exportingJournal === product
        ? '仕訳を作っています…'
        : `${accountingProductShortNames[product]}用の仕訳CSV`}
    </button>
  );

  return (
    <AdminSection
      title="CSVファイルに書き出す"
      description="Excelでそのまま開ける形式（UTF-8・BOM付き）です。金額は税込の整数、日付は 2026/12/01 の形です。"
    >
      <div className="admin-actions">
        <ListExportButton
          label="表示中の請求をCSVで書き出す"
          count={count}
          busyLabel="請求を読み込んでいます…"
          write={writeBills}
          failure={writeFailed}
          large
          onResult={(outcome) => {
            if (outcome === null) result.clear();
            else if (outcome.ok) result.showSuccess(outcome.text);
            else result.showFailure(outcome.text);
          }}
        />
        <button
          type="button"
          className="admin-button"
          onClick={() => void exportApplications()}
          aria-disabled={exporting || undefined}
          aria-busy={exporting || undefined}
        >
          {exporting ? '申込を読み込んでいます…' : 'すべての申込をCSVで書き出す'}
        </button>
      </div>
      <AdminSection
        title={`会計ソフト用の仕訳（${journalMonth}）`}
        headingLevel={3}
        description={
          <>
            freee会計・マネーフォワード クラウド会計の仕訳インポートの形式（Shift_JIS）です。
            {view.kind === 'month' ? '上で選んだ月' : '今月'}
            の売上を請求ごと（課税売上10%と、非課税の保証料）に、入金を入金ごとに入金方法の勘定科目で書き出します。
          </>
        }
      >
        <div className="admin-actions">
          {journalButton('freee')}
          {journalButton('moneyforward')}
        </div>
      </AdminSection>
    </AdminSection>
  );
}
