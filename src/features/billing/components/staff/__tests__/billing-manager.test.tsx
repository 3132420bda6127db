import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillState } from '@/lib/model/bill';
import { renderApp } from '@/testing/render-app';
import type { StoredBill } from '../../../api/read-bills';
import type { BilledApplication } from '../../../bill-row';
import { billingKeys } from '../../../api/keys';
import { BillingManager } from '../billing-manager';

const api = vi.hoisted(() => ({
  createMonthlyBills: vi.fn(),
  downloadCsv: vi.fn(),
}));
const mutation = (fn: (input: unknown) => unknown) => ({ mutateAsync: fn, isPending: false });
vi.mock('../../../api/create-monthly-bills', () => ({
  useCreateMonthlyBills: () => mutation(api.createMonthlyBills),
}));
vi.mock('../../../csv/download-csv', () => ({ downloadCsv: api.downloadCsv }));
vi.mock('@/features/applications/api/get-staff-uid', () => ({
  getStaffUid: () => Promise.resolve('staff-uid'),
}));

const at = new Date('2026-11-20T00:00:00Z');
/** An overdue bill is an unpaid one due before today (2026-11-24). */
const bill = (applicationId: string, state: BillState, amount: number): StoredBill => ({
  id: `${applicationId}_2026-12`,
  uid: `uid-${applicationId}`,
  applicationId,
  period: '2026-12',
  description: '2026年12月分 利用料・管理費',
  lines: [{ kind: 'rent', label: '利用料（12月分）', amount }],
  amount,
  status: state === 'overdue' ? 'unpaid' : state,
  dueDate: state === 'overdue' ? '2026-11-20' : '2026-12-27',
  payment:
    state === 'paid'
      ? { date: '2026-11-20', method: 'transfer', note: '', recordedBy: 'staff', recordedAt: at }
      : null,
  cancelReason: null,
  history: { '0': { action: 'created', by: 'staff', at, amount, note: '' } },
  createdAt: at,
  updatedAt: at,
});
const person = (id: string, name: string, kana: string, spaceId: string): BilledApplication => ({
  id,
  uid: `uid-${id}`,
  name,
  kana,
  assetId: 'SK-101',
  spaceId,
});

const bills = [
  bill('AppSato', 'unpaid', 8200),
  bill('AppSuzuki', 'overdue', 6000),
  bill('AppTanaka', 'paid', 9900),
];
const applications = new Map([
  ['AppSato', person('AppSato', '佐藤 花子', 'サトウ ハナコ', '1C-03')],
  ['AppSuzuki', person('AppSuzuki', '鈴木 一郎', 'スズキ イチロウ', '2A-01')],
  ['AppTanaka', person('AppTanaka', '田中 次郎', 'タナカ ジロウ', '3B-10')],
]);

function renderManager(search = '?month=2026-12') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(billingKeys.month('acme', '2026-12'), { bills, unreadable: 0 });
  queryClient.setQueryData(billingKeys.month('acme', '2026-11'), { bills: [], unreadable: 0 });
  queryClient.setQueryData(billingKeys.billedApplications('acme'), applications);
  return renderApp(`/admin/brands/acme/billing${search}`, {
    queryClient,
    routes: [
      {
        path: '/admin/brands/:brandId/billing',
        element: (
          <BillingManager
            brandId="acme"
            assetNames={new Map([['SK-101', 'ソラクラ 三軒茶屋']])}
            today="2026-11-24"
          />
        ),
      },
    ],
  });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('BillingManager', () => {
  it('lists the month’s bills with 契約者 linked, place, amount and totals per state', () => {
    renderManager();
    expect(screen.getByRole('table', { name: '2026年12月の請求' })).toBeInTheDocument();
    const sato = rowOf('佐藤 花子');
    expect(within(sato).getByRole('link', { name: '佐藤 花子' })).toHaveAttribute(
      'href',
      '/admin/brands/acme/users/uid-AppSato',
    );
    expect(sato).toHaveTextContent('ソラクラ 三軒茶屋（SK-101）・区画 1C-03');
    expect(sato).toHaveTextContent('¥8,200');
    expect(within(rowOf('田中 次郎')).getByText('2026/11/20')).toHaveAttribute(
      'title',
      '2026年11月20日（金）',
    );
    const totals = screen.getByRole('table', { name: '2026年12月の請求の合計' });
    expect(within(totals).getByRole('row', { name: /未払い/ })).toHaveTextContent('1件¥8,200');
    expect(within(totals).getByRole('row', { name: /合計/ })).toHaveTextContent('3件¥24,100');
  });

  it('narrows to one state with ?status= and keeps the month’s totals', () => {
    renderManager('?month=2026-12&status=overdue');
    expect(
      screen.getByRole('table', { name: '2026年12月の請求（支払期限超過）' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toContain('鈴木 一郎');
    expect(screen.queryByRole('rowheader', { name: '佐藤 花子' })).not.toBeInTheDocument();
    const totals = screen.getByRole('table', { name: '2026年12月の請求の合計' });
    expect(within(totals).getByRole('row', { name: /合計/ })).toHaveTextContent('3件');
  });

  it('creates the month’s bills after saying what will happen, and reports the count', async () => {
    const user = userEvent.setup();
    api.createMonthlyBills.mockResolvedValue({
      created: 3,
      existing: 2,
      skipped: [],
      unreadable: 0,
    });
    renderManager();
    await user.click(screen.getByRole('button', { name: '2026年12月の請求を作成' }));
    const dialog = screen.getByRole('dialog', { name: '2026年12月分の請求を作成しますか？' });
    expect(dialog).toHaveTextContent('支払期限は2026年12月27日（日）です');
    await user.click(within(dialog).getByRole('button', { name: '請求を作成する' }));
    await waitFor(() => expect(api.createMonthlyBills).toHaveBeenCalled());
    expect(api.createMonthlyBills).toHaveBeenCalledWith(
      expect.objectContaining({
        brandId: 'acme',
        adminUid: 'staff-uid',
        period: '2026-12',
        today: '2026-11-24',
      }),
    );
    expect(await screen.findByText('3件作成しました（2件は作成済み）')).toBeInTheDocument();
  });

  it('calls this month’s button 「今月の請求を作成」 and says how to start an empty month', () => {
    renderManager('?month=2026-11');
    expect(screen.getByRole('button', { name: '今月の請求を作成' })).toBeInTheDocument();
    expect(screen.getByText(/2026年11月の請求はありません。/)).toBeInTheDocument();
  });

  it('writes the bills shown to a CSV file named after the brand and month', async () => {
    const user = userEvent.setup();
    renderManager('?month=2026-12&status=unpaid');
    await user.click(screen.getByRole('button', { name: /表示中の請求をCSVで書き出す（1件）/ }));
    await waitFor(() => expect(api.downloadCsv).toHaveBeenCalledTimes(1));
    const [fileName, csv] = api.downloadCsv.mock.calls[0] as [string, string];
    expect(fileName).toBe('acme-請求-2026-12-未払い.csv');
    expect(csv.startsWith('\uFEFF請求ID,請求月,契約者名')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(2);
    expect(csv).toContain(
      'AppSato_2026-12,2026/12,佐藤 花子,サトウ ハナコ,SK-101,1C-03,8200,2026/12/27,未払い,',
    );
  });
});
