import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '@/lib/model/billing';
import { renderApp } from '@/testing/render-app';
import type { StoredBill } from '../../../api/read-bills';
import type { BilledApplication } from '../../../bill-row';
import { billingKeys } from '../../../api/keys';
import { BillingManager } from '../billing-manager';

const api = vi.hoisted(() => ({
  moveBill: vi.fn(),
  createMonthlyBills: vi.fn(),
  downloadCsv: vi.fn(),
}));
const mutation = (fn: (input: unknown) => unknown) => ({ mutateAsync: fn, isPending: false });
vi.mock('../../../api/move-bill', () => ({ useMoveBill: () => mutation(api.moveBill) }));
vi.mock('../../../api/create-monthly-bills', () => ({
  useCreateMonthlyBills: () => mutation(api.createMonthlyBills),
}));
vi.mock('../../../csv/download-csv', () => ({ downloadCsv: api.downloadCsv }));

const at = new Date('2026-11-20T00:00:00Z');
const bill = (applicationId: string, status: BillingStatus, amount: number): StoredBill => ({
  id: `${applicationId}_2026-12`,
  uid: `uid-${applicationId}`,
  applicationId,
  period: '2026-12',
  amount,
  description: '2026年12月分 利用料・管理費',
  status,
  dueDate: '2026-12-27',
  paidAt: status === 'paid' ? at : null,
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
const buttonsIn = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.firstChild?.textContent);

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

  it('offers on each bill exactly the moves the state table allows', () => {
    renderManager();
    expect(buttonsIn(rowOf('佐藤 花子'))).toEqual(['入金済みにする', '期限超過にする', '取消']);
    expect(buttonsIn(rowOf('鈴木 一郎'))).toEqual(['入金済みにする', '取消']);
    expect(buttonsIn(rowOf('田中 次郎'))).toEqual([]);
  });

  it('marks a bill paid only after the confirmation, with the state as read', async () => {
    const user = userEvent.setup();
    api.moveBill.mockResolvedValue(undefined);
    renderManager();
    await user.click(within(rowOf('佐藤 花子')).getByRole('button', { name: /入金済みにする/ }));
    const dialog = screen.getByRole('dialog', { name: 'この請求を入金済みにしますか？' });
    expect(dialog).toHaveTextContent('入金日は今（この操作をした日時）として記録されます');
    expect(api.moveBill).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '入金済みにする' }));
    expect(api.moveBill).toHaveBeenCalledExactlyOnceWith({
      brandId: 'acme',
      billingId: 'AppSato_2026-12',
      current: 'unpaid',
      to: 'paid',
    });
    expect(await screen.findByText('入金済みにしました')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the move is refused', async () => {
    const user = userEvent.setup();
    api.moveBill.mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    renderManager();
    await user.click(within(rowOf('鈴木 一郎')).getByRole('button', { name: /取消/ }));
    const dialog = screen.getByRole('dialog', { name: 'この請求を取り消しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ほかの操作で請求が変わったため、保存できませんでした',
    );
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
    expect(api.createMonthlyBills).toHaveBeenCalledWith(
      expect.objectContaining({ brandId: 'acme', period: '2026-12', today: '2026-11-24' }),
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
