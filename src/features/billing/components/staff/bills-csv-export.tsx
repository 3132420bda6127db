import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminErrorMessage } from '@/components/admin/admin-error-message';
import { AdminSection } from '@/components/admin/admin-section';
import type { UseResultMessage } from '@/components/admin/use-result-message';
import { exportApplicationsQuery } from '../../api/get-export-applications';
import type { BillRow } from '../../bill-row';
import type { BillingView } from '../../billing-view';
import { applicationsCsvFileName, billsCsvFileName } from '../../csv/csv-file-names';
import { downloadCsv } from '../../csv/download-csv';

export type BillsCsvExportProps = {
  brandId: string;
  view: BillingView;
  /** The bills shown (the month and state chosen above). */
  bills: readonly BillRow[];
  /** What they are, 「2026年12月の請求」. */
  title: string;
  assetNames: ReadonlyMap<string, string>;
  today: string;
  result: UseResultMessage;
};

const readFailed = '申込を読み込めませんでした。通信状態を確認して、もう一度お試しください。';
const writeFailed = 'CSVファイルを作れませんでした。画面を読み込み直して、もう一度お試しください。';

// papaparse (≈ 7 KB gzip) loads when staff first press a CSV button, not with the screen.
const billsCsv = () => import('../../csv/to-bills-csv');
const applicationsCsv = () => import('../../csv/to-applications-csv');

/**
 * CSV files for Excel: the bills on screen, and every application of the brand (read when
 * pressed: one query per state of the query table).
 */
export function BillsCsvExport({
  brandId,
  view,
  bills,
  title,
  assetNames,
  today,
  result,
}: BillsCsvExportProps) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const exportBills = async () => {
    try {
      const { toBillsCsv } = await billsCsv();
      downloadCsv(billsCsvFileName(brandId, view), toBillsCsv(bills, today));
      result.showSuccess(`${title}（${bills.length}件）をCSVファイルに書き出しました`);
    } catch (error) {
      result.showFailure(adminErrorMessage(error, writeFailed));
    }
  };

  const exportApplications = async () => {
    if (exporting) return;
    setExporting(true);
    result.clear();
    try {
      const [{ applications, unreadable }, { toApplicationsCsv }] = await Promise.all([
        queryClient.fetchQuery(exportApplicationsQuery(brandId)),
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

  return (
    <AdminSection
      title="CSVファイルに書き出す"
      description="Excelでそのまま開ける形式（UTF-8・BOM付き）です。金額は税込の整数、日付は 2026/12/01 の形です。"
    >
      <div className="admin-actions">
        <button type="button" className="admin-button" onClick={() => void exportBills()}>
          表示中の請求をCSVで書き出す（{bills.length}件）
        </button>
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
    </AdminSection>
  );
}
