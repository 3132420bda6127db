import { QueryClient, queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import type { StoredBill } from '../../../api/read-bills';
import { freeeCsvHeaders } from '../../../csv/to-freee-csv';
import { moneyForwardCsvHeaders } from '../../../csv/to-moneyforward-csv';
import { BillsCsvExport } from '../bills-csv-export';

const api = vi.hoisted(() => ({ downloadCsv: vi.fn(), journalBills: vi.fn() }));
vi.mock('@/lib/csv/download-csv', () => ({ downloadCsv: api.downloadCsv }));
vi.mock('../../../api/get-journal-bills', () => ({
  journalBillsQuery: (brandId: string, period: string) =>
    queryOptions({
      queryKey: ['journal', brandId, period],
      queryFn: () => api.journalBills(brandId, period) as Promise<unknown>,
    }),
}));
vi.mock('../../../api/get-billed-applications', () => ({
  billedApplicationsQuery: (brandId: string) =>
    queryOptions({
      queryKey: ['billed', brandId],
      queryFn: () =>
        Promise.resolve(
          new Map([
            [
              'AppA',
              {
                id: 'AppA',
                uid: 'uid-a',
                name: '佐藤 花子',
                kana: 'サトウ ハナコ',
                assetId: 'SK-101',
                spaceId: '1C-03',
              },
            ],
          ]),
        ),
    }),
}));

const at = new Date('2026-11-20T00:00:00Z');
const paid: StoredBill = {
  id: 'AppA_2026-12',
  uid: 'uid-a',
  applicationId: 'AppA',
  period: '2026-12',
  description: '2026年12月分 利用料・管理費',
  lines: [{ kind: 'rent', label: '利用料', amount: 8800 }],
  amount: 8800,
  status: 'paid',
  dueDate: '2026-12-28',
  payments: {
    '0': {
      amount: 8800,
      excess: 0,
      date: '2026-12-05',
      method: 'transfer',
      note: '',
      line: null,
      recordedBy: 'staff',
      recordedAt: at,
      reversal: null,
    },
  },
  paidAmount: 8800,
  writeOff: null,
  cancelReason: null,
  history: {},
  createdAt: at,
  updatedAt: at,
};

const result = { message: null, showSuccess: vi.fn(), showFailure: vi.fn(), clear: vi.fn() };

function renderExport(view: Parameters<typeof BillsCsvExport>[0]['view']) {
  return renderApp('/', {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    routes: [
      {
        path: '/',
        element: (
          <BillsCsvExport
            brandId="acme"
            view={view}
            count={0}
            title="2026年12月の請求"
            today="2026-12-10"
            result={result}
          />
        ),
      },
    ],
  });
}

/** The file handed to the browser, read as the product reads it. */
function downloaded(): { name: string; text: string; charset: string } {
  const [name, bytes, charset] = api.downloadCsv.mock.calls.at(-1) as [string, Uint8Array, string];
  return { name, text: new TextDecoder('shift_jis', { fatal: true }).decode(bytes), charset };
}

beforeEach(() => {
  api.downloadCsv.mockReset();
  api.journalBills.mockReset().mockResolvedValue({ bills: [paid], unreadable: 0 });
  result.showSuccess.mockReset();
  result.showFailure.mockReset();
});

describe('会計ソフト用の仕訳', () => {
  it('writes the month shown for freee, in Shift_JIS, and says what it wrote', async () => {
    const user = userEvent.setup();
    renderExport({ kind: 'month', period: '2026-12', status: null });
    expect(screen.getByRole('heading', { name: '会計ソフト用の仕訳（2026年12月）' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'freee用の仕訳CSV' }));
    await waitFor(() => expect(api.downloadCsv).toHaveBeenCalledTimes(1));
    expect(api.journalBills).toHaveBeenCalledWith('acme', '2026-12');
    const file = downloaded();
    expect(file.name).toBe('acme-仕訳-freee-2026-12.csv');
    expect(file.charset).toBe('shift_jis');
    const lines = file.text.split('\r\n');
    expect(lines[0]).toBe(freeeCsvHeaders.join(','));
    expect(lines).toHaveLength(3); // 売上 and 入金
    expect(lines[1]).toContain('佐藤 花子（SK-101 1C-03）');
    expect(result.showSuccess).toHaveBeenCalledWith(
      '2026年12月の仕訳（2件・2行）をfreee会計用のCSVファイルに書き出しました',
    );
  });

  it('writes this month for マネーフォワード when every month is listed', async () => {
    const user = userEvent.setup();
    renderExport({ kind: 'status', status: 'unpaid' });
    await user.click(screen.getByRole('button', { name: 'マネーフォワード用の仕訳CSV' }));
    await waitFor(() => expect(api.downloadCsv).toHaveBeenCalledTimes(1));
    expect(api.journalBills).toHaveBeenCalledWith('acme', '2026-12');
    const file = downloaded();
    expect(file.name).toBe('acme-仕訳-マネーフォワード-2026-12.csv');
    expect(file.text.split('\r\n')[0]).toBe(moneyForwardCsvHeaders.join(','));
  });

  it('says so when the bills cannot be read, and writes nothing', async () => {
    const user = userEvent.setup();
    api.journalBills.mockRejectedValue(new Error('offline'));
    renderExport({ kind: 'month', period: '2026-12', status: null });
    await user.click(screen.getByRole('button', { name: 'freee用の仕訳CSV' }));
    await waitFor(() => expect(result.showFailure).toHaveBeenCalled());
    expect(api.downloadCsv).not.toHaveBeenCalled();
  });
});
