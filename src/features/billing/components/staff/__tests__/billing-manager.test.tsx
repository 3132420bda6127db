import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillState } from '#shared/model/bill.js';
import { renderApp } from '@/testing/render-app';
import type { StoredBill } from '../../../api/read-bills';
import type { BilledApplication } from '../../../bill-row';
import { assetKeys } from '@/features/assets/api/keys';
import { billingKeys } from '../../../api/keys';
import { BillingManager } from '../billing-manager';

const api = vi.hoisted(() => ({
  runMonthBills: vi.fn(),
  sendReminders: vi.fn(),
  previewReminders: vi.fn(),
  downloadCsv: vi.fn(),
  changeBill: vi.fn(),
}));
const mutation = (fn: (input: unknown) => unknown) => ({ mutateAsync: fn, isPending: false });
vi.mock('../../../api/job-runs', () => ({
  useRunMonthBills: () => mutation(api.runMonthBills),
  useSendRemindersNow: () => mutation(api.sendReminders),
  usePreviewReminders: () => mutation(api.previewReminders),
  useLastJobRuns: () => ({
    data: {
      'month-bills': {
        id: 'r1',
        job: 'month-bills',
        trigger: 'manual',
        by: 'staff-sato',
        byName: '佐藤 美咲',
        period: '2026-12',
        startedAt: new Date('2026-11-19T21:00:00Z'),
        finishedAt: new Date('2026-11-19T21:00:05Z'),
        outcome: 'ok',
        created: 12,
        existing: 0,
        skipped: [],
        creditApplied: 0,
        sent: 0,
        reminders: [],
        failures: [],
        summary: '2026年12月分：12件作成',
      },
      reminders: null,
      'contract-end': null,
    },
    isError: false,
  }),
  useCollectionSettings: () => ({
    data: { billRunDay: 20, reminderFirstAfterDays: 1, reminderEveryDays: 7, reminderMax: 3 },
  }),
  useSaveCollectionSettings: () => mutation(vi.fn()),
}));
vi.mock('../../../api/change-bill', () => ({ useChangeBill: () => mutation(api.changeBill) }));
// The months with contracts and no bills (get-unbilled-months: counts on the server).
const unbilled = vi.hoisted(() => ({ months: [] as { period: string; contracts: number }[] }));
vi.mock('../../../api/get-unbilled-months', () => ({
  useUnbilledMonths: () => ({ data: unbilled.months, isError: false }),
}));
// The totals are aggregation queries on the server (test/rules/bill-totals.test.ts checks they
// equal billTotals and agingOf over the same bills); here they come from those functions.
vi.mock('../../../api/get-bill-totals', async () => {
  const { useQueryClient } = await import('@tanstack/react-query');
  const { billTotals } = await import('../../../bill-totals');
  const { agingOf } = await import('../../../bill-aging');
  const { daysOverdue } = await import('#shared/model/bill.js');
  const { billingKeys: keys } = await import('../../../api/keys');
  return {
    useBillTotals: (
      brandId: string,
      view: { kind: 'month'; period: string } | { kind: 'status'; status: BillState },
      today: string,
    ) => {
      const queryClient = useQueryClient();
      const bills =
        queryClient.getQueryData<{ bills: StoredBill[] }>(
          view.kind === 'month'
            ? keys.month(brandId, view.period)
            : [...keys.status(brandId, view.status), today],
        )?.bills ?? [];
      const totals = billTotals(bills, today);
      const overdue = view.kind === 'status' && view.status === 'overdue';
      return {
        ...totals,
        aging: overdue
          ? agingOf(bills.map((b) => ({ amount: b.amount, days: daysOverdue(b, today) })))
          : null,
      };
    },
  };
});
// One page from the server (test/rules/bills-page.test.ts reads the pages against the emulator);
// here the view's bills as cached below, narrowed as the page query narrows them.
/** The count of the view the page mock last listed (the count query comes after the page). */
const counts = vi.hoisted(() => new Map<string, number>());
/** The client the screen renders with: the page mock reads the view's bills from it. */
const rendered = vi.hoisted(() => ({ client: null as QueryClient | null }));
vi.mock('../../../api/get-bills-page', async () => {
  const { queryOptions } = await import('@tanstack/react-query');
  const { billStateOn } = await import('#shared/model/bill.js');
  const { billingKeys: keys } = await import('../../../api/keys');
  type View =
    | { kind: 'month'; period: string; status: BillState | null }
    | { kind: 'status'; status: BillState };
  const pageOf = (brandId: string, view: View, today: string) => {
    const queryClient = rendered.client!;
    const stored =
      queryClient.getQueryData<{ bills: StoredBill[] }>(
        view.kind === 'month'
          ? keys.month(brandId, view.period)
          : [...keys.status(brandId, view.status), today],
      )?.bills ?? [];
    const billed =
      queryClient.getQueryData<Map<string, BilledApplication>>(keys.billedApplications(brandId)) ??
      new Map<string, BilledApplication>();
    const rows = stored
      .filter((b) => view.status === null || billStateOn(b, today) === view.status)
      .map((b) => ({ ...b, application: billed.get(b.applicationId) ?? null }));
    counts.set(JSON.stringify(view), rows.length);
    return {
      rows,
      unreadable: 0,
      more: false,
      first: null,
      last: null,
      assetNames: new Map([['SK-101', 'ソラクラ 三軒茶屋']]),
    };
  };
  return {
    billsCountQueryOptions: (brandId: string, view: unknown, today: string) =>
      queryOptions({
        queryKey: keys.count(brandId, view as never, today),
        queryFn: async () => counts.get(JSON.stringify(view)) ?? 0,
        // The page (listed first, in the same render) knows it: no second render to wait for.
        initialData: counts.get(JSON.stringify(view)),
      }),
    // The page as the cached bills make it, at once (no render waits for it).
    billsPageQueryOptions: (brandId: string, view: View, today: string, request: unknown) =>
      queryOptions({
        queryKey: keys.page(brandId, view as never, today, request as never),
        queryFn: async () => pageOf(brandId, view, today),
        initialData: () => pageOf(brandId, view, today),
      }),
  };
});
vi.mock('@/features/staff/api/get-staff-names', () => ({
  useStaffNames: () => new Map([['staff', '佐藤 美咲']]),
}));
vi.mock('@/lib/csv/download-csv', () => ({ downloadCsv: api.downloadCsv }));
vi.mock('@/features/applications/api/get-staff-uid', () => ({
  getStaffUid: () => Promise.resolve('staff-uid'),
}));

const at = new Date('2026-11-20T00:00:00Z');
/** An overdue bill is an unpaid one due before today (2026-11-24). */
const bill = (
  applicationId: string,
  state: Exclude<BillState, 'partial'>,
  amount: number,
): StoredBill => ({
  id: `${applicationId}_2026-12`,
  uid: `uid-${applicationId}`,
  applicationId,
  period: '2026-12',
  description: '2026年12月分 利用料・管理費',
  lines: [{ kind: 'rent', label: '利用料（12月分）', amount }],
  amount,
  status: state === 'overdue' ? 'unpaid' : state,
  dueDate: state === 'overdue' ? '2026-11-20' : '2026-12-27',
  payments:
    state === 'paid'
      ? {
          '0': {
            amount,
            excess: 0,
            date: '2026-11-20',
            method: 'transfer',
            note: '',
            line: null,
            recordedBy: 'staff',
            recordedAt: at,
            reversal: null,
          },
        }
      : {},
  paidAmount: state === 'paid' ? amount : 0,
  writeOff: null,
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

function renderManager(search = '?month=2026-12', overdueView = false) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  rendered.client = queryClient;
  queryClient.setQueryData(billingKeys.month('acme', '2026-12'), { bills, unreadable: 0 });
  queryClient.setQueryData(billingKeys.month('acme', '2026-11'), { bills: [], unreadable: 0 });
  queryClient.setQueryData(billingKeys.billedApplications('acme'), applications);
  queryClient.setQueryData(
    assetKeys.staffNames('acme'),
    new Map([['SK-101', 'ソラクラ 三軒茶屋']]),
  );
  if (overdueView)
    queryClient.setQueryData([...billingKeys.status('acme', 'overdue'), '2026-11-24'], {
      bills: bills.filter((b) => b.status === 'unpaid' && b.dueDate < '2026-11-24'),
      unreadable: 0,
    });
  return renderApp(`/admin/brands/acme/billing${search}`, {
    queryClient,
    routes: [
      {
        path: '/admin/brands/:brandId/billing',
        element: <BillingManager brandId="acme" today="2026-11-24" />,
      },
    ],
  });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  unbilled.months = [];
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

  it('creates the month’s bills on the server after saying what will happen, and reports the run', async () => {
    const user = userEvent.setup();
    api.runMonthBills.mockResolvedValue({
      outcome: 'ok',
      created: 3,
      existing: 2,
      skipped: [],
      creditApplied: 0,
      failures: [],
      summary: '2026年12月分：3件作成（2件は作成済み）',
    });
    renderManager();
    await user.click(screen.getByRole('button', { name: '2026年12月の請求を作成' }));
    const dialog = screen.getByRole('dialog', { name: '2026年12月分の請求を作成しますか？' });
    // 12/27 is a Sunday: the due date is the next bank business day
    expect(dialog).toHaveTextContent('支払期限は2026年12月28日（月）です');
    expect(dialog).toHaveTextContent('サーバーで');
    await user.click(within(dialog).getByRole('button', { name: '請求を作成する' }));
    await waitFor(() => expect(api.runMonthBills).toHaveBeenCalledWith('2026-12'));
    expect(await screen.findByText('2026年12月分：3件作成（2件は作成済み）')).toBeInTheDocument();
  });

  it('shows the jobs’ last runs and next runs, and runs next month’s bills now', async () => {
    const user = userEvent.setup();
    api.runMonthBills.mockResolvedValue({
      outcome: 'failed',
      created: 0,
      existing: 0,
      skipped: [],
      creditApplied: 0,
      failures: [{ id: 'acme', message: 'timeout' }],
      summary: '2026年12月分：請求を作成できませんでした',
    });
    renderManager();
    const panel = screen.getByRole('region', { name: '自動処理' });
    expect(panel).toHaveTextContent('2026年12月分：12件作成');
    // A run a staff member started names them.
    expect(panel).toHaveTextContent('（手動・佐藤 美咲）');
    expect(panel).toHaveTextContent('次回：2026年12月20日（日） 6:00 に翌月分を作成（毎月20日）');
    expect(panel).toHaveTextContent('まだ実行されていません。');
    await user.click(within(panel).getByRole('button', { name: '今すぐ実行（2026年12月分）' }));
    const dialog = screen.getByRole('dialog', { name: '2026年12月分の請求を作成しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '請求を作成する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '2026年12月分：請求を作成できませんでした。timeout',
    );
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
      // 金額, うち消費税, 支払期限, 状態, 入金額, 入金方法, 入金日
      'AppSato_2026-12,2026/12,佐藤 花子,サトウ ハナコ,SK-101,1C-03,8200,745,2026/12/27,未払い,0,,',
    );
  });
});

describe('BillingManager: changes to bills', () => {
  it('adds a ¥1,000 credit with its reason through changeBill', async () => {
    const user = userEvent.setup();
    api.changeBill.mockResolvedValue(undefined);
    renderManager();
    await user.click(within(rowOf('佐藤 花子')).getByRole('button', { name: /値引き・追加/ }));
    const dialog = screen.getByRole('dialog', { name: '明細を追加しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '明細を追加する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('金額は1〜10,000,000');
    await user.type(within(dialog).getByLabelText('金額（税込・円）'), '1000');
    await user.type(within(dialog).getByLabelText(/理由/), '設備不具合のため');
    await user.click(within(dialog).getByRole('button', { name: '明細を追加する' }));
    await waitFor(() => expect(api.changeBill).toHaveBeenCalledTimes(1));
    expect(api.changeBill.mock.calls[0]![0]).toMatchObject({
      kind: 'add-line',
      brandId: 'acme',
      adminUid: 'staff-uid',
      billId: 'AppSato_2026-12',
      line: { kind: 'credit', label: '設備不具合のため', amount: -1000 },
    });
    expect(await screen.findByText('明細を追加しました')).toBeInTheDocument();
  });

  it('refuses a payment date in the future and records each ticked bill in full', async () => {
    const user = userEvent.setup();
    api.changeBill.mockResolvedValue(undefined);
    renderManager();
    await user.click(screen.getByRole('checkbox', { name: /佐藤 花子さん/ }));
    await user.click(screen.getByRole('checkbox', { name: /鈴木 一郎さん/ }));
    await user.click(screen.getByRole('button', { name: '選択した請求の入金を記録（2件）' }));
    const dialog = screen.getByRole('dialog', { name: '入金を記録しますか？' });
    expect(dialog).toHaveTextContent('2件の請求（合計 ¥14,200）');
    const date = within(dialog).getByLabelText('入金日');
    expect(date).toHaveValue('2026-11-24');
    await user.clear(date);
    await user.type(date, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: '入金を記録する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('未来の日付');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: '入金を記録する' }));
    await waitFor(() => expect(api.changeBill).toHaveBeenCalledTimes(2));
    for (const [i, id] of ['AppSato_2026-12', 'AppSuzuki_2026-12'].entries())
      expect(api.changeBill.mock.calls[i]![0]).toMatchObject({
        kind: 'pay',
        billIds: [id],
        received: null,
        date: '2026-11-20',
        method: 'transfer',
        note: '',
        line: null,
      });
  });

  it('records a short payment as typed and offers 差額を処理 for the rest', async () => {
    const user = userEvent.setup();
    api.changeBill.mockResolvedValue(undefined);
    renderManager();
    await user.click(within(rowOf('佐藤 花子')).getByRole('button', { name: /入金を記録/ }));
    const dialog = screen.getByRole('dialog', { name: '入金を記録しますか？' });
    const received = within(dialog).getByLabelText(/入金額/);
    expect(received).toHaveValue('8200');
    await user.clear(received);
    await user.type(received, '８，０００');
    await user.click(within(dialog).getByRole('button', { name: '入金を記録する' }));
    await waitFor(() => expect(api.changeBill).toHaveBeenCalledTimes(1));
    expect(api.changeBill.mock.calls[0]![0]).toMatchObject({
      kind: 'pay',
      billIds: ['AppSato_2026-12'],
      received: 8000,
    });
  });

  it('shows the aging of overdue bills on the overdue view, with no button to press', () => {
    renderManager('?status=overdue', true);
    const aging = screen.getByRole('table', { name: '支払期限超過の経過日数（エイジング）' });
    expect(within(aging).getByRole('row', { name: /1〜30日/ })).toHaveTextContent('1件¥6,000');
    expect(screen.queryByRole('button', { name: /期限超過にする/ })).not.toBeInTheDocument();
    // The 状態 control says which state is shown (支払期限超過 is one of its choices).
    const state = screen.getByRole('combobox', { name: '状態' });
    expect(state).toHaveValue('overdue');
    expect(within(state).getByRole('option', { selected: true })).toHaveTextContent('支払期限超過');
  });

  it('names a month that has contracts and no bills, makes it first, and warns before a later one', async () => {
    const user = userEvent.setup();
    unbilled.months = [{ period: '2026-11', contracts: 3 }];
    renderManager();
    const panel = screen.getByRole('region', { name: '自動処理' });
    expect(panel).toHaveTextContent('請求が作成されていない月があります。');
    expect(panel).toHaveTextContent('2026年11月分（契約 3件）');
    const next = within(panel).getByRole('button', { name: '今すぐ実行（2026年12月分）' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(
      '先に2026年11月分を作成してください（前の月の預り金が後の月に使われないように、古い月から作ります）。',
    );
    await user.click(within(panel).getByRole('button', { name: '2026年11月分を作成' }));
    expect(
      screen.getByRole('dialog', { name: '2026年11月分の請求を作成しますか？' }),
    ).not.toHaveTextContent('まだありません');
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    // The month view's own button still makes December, after saying what it costs.
    await user.click(screen.getByRole('button', { name: '2026年12月の請求を作成' }));
    expect(
      screen.getByRole('dialog', { name: '2026年12月分の請求を作成しますか？' }),
    ).toHaveTextContent(
      '2026年11月分の請求がまだありません。先に2026年11月分を作成してください。このまま作成すると、お客さまの預り金が2026年12月分の請求に使われます。',
    );
  });

  it('今すぐ送る first says how many mails go to whom, one per customer, and sends on confirming', async () => {
    const user = userEvent.setup();
    api.previewReminders.mockResolvedValue([
      {
        name: '山田 太郎',
        email: 'yamada@example.com',
        bills: [
          { description: '2026年10月分 利用料・管理費', step: 2 },
          { description: '2026年11月分 利用料・管理費', step: 1 },
        ],
        total: 17_600,
      },
      {
        name: '佐藤 花子',
        email: 'sato@example.com',
        bills: [{ description: '2026年11月分 利用料・管理費', step: 1 }],
        total: 8_800,
      },
    ]);
    api.sendReminders.mockResolvedValue({ queued: 2 });
    renderManager();
    const panel = screen.getByRole('region', { name: '自動処理' });
    await user.click(within(panel).getByRole('button', { name: '今すぐ送る' }));
    const dialog = await screen.findByRole('dialog', { name: '督促メールを送りますか？' });
    expect(dialog).toHaveTextContent('2人のお客さまに、お支払いのお願いを1通ずつ送ります');
    expect(dialog).toHaveTextContent(
      '山田 太郎（yamada@example.com）：2026年10月分 利用料・管理費（2回目）、2026年11月分 利用料・管理費（1回目） ・合計 ¥17,600',
    );
    expect(api.sendReminders).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '2通を送る' }));
    await waitFor(() => expect(api.sendReminders).toHaveBeenCalledTimes(1));
    expect(await within(panel).findByText('2通の督促メールを送信しました。')).toBeVisible();
  });

  it('今すぐ送る with nothing to send says so and sends nothing', async () => {
    const user = userEvent.setup();
    api.previewReminders.mockResolvedValue([]);
    renderManager();
    const panel = screen.getByRole('region', { name: '自動処理' });
    await user.click(within(panel).getByRole('button', { name: '今すぐ送る' }));
    expect(await within(panel).findByText(/いま送る督促メールはありません/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: '督促メールを送りますか？' })).toBeNull();
    expect(api.sendReminders).not.toHaveBeenCalled();
  });
});
