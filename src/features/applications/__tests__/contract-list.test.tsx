import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContractList, type ContractListProps } from '../components/contract-list';
import type { FinalBill } from '@/lib/model/final-bill';
import { defaultTerminationRule } from '@/lib/model/termination-rule';
import { applicationFixture, placeFixture } from '@/testing/my-unit-fixtures';

const contract = {
  ...applicationFixture({ status: 'contracted', startDate: '2026-08-01' }),
  contract: {
    startDate: '2026-08-01',
    monthlyFee: 7100,
    adminFee: 550,
    handlingFee: 3300,
    guaranteeFee: 5500,
    keyFee: 0,
    dueDay: 27,
    confirmedBy: 'staff-1',
    confirmedAt: new Date('2026-07-20T01:00:00Z'),
  },
};

/** What the screen hands the list (finalBillOf of the money model): December in full. */
const december: FinalBill = {
  period: '2026-12',
  lines: [
    { kind: 'rent', label: '利用料（12月分）', amount: 7100 },
    { kind: 'adminFee', label: '管理費（12月分）', amount: 550 },
  ],
  amount: 7650,
  dueDate: '2026-12-28',
  billed: false,
  prorated: false,
};

function renderList(props: Partial<ContractListProps> = {}) {
  const onRequestTermination = vi.fn(async () => {});
  const onWithdrawTermination = vi.fn(async () => {});
  render(
    <MemoryRouter>
      <ContractList
        contracts={[contract]}
        placeOf={() => placeFixture()}
        pendingApplications={false}
        listHref="/sorakura/list"
        today="2026-11-20"
        terminationRule={defaultTerminationRule}
        finalBillOf={() => december}
        onRequestTermination={onRequestTermination}
        onWithdrawTermination={onWithdrawTermination}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onRequestTermination, onWithdrawTermination };
}

describe('ContractList', () => {
  it('shows the space, the start date and the monthly fees (tax included)', () => {
    renderList();
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('屋内トランクルーム1.0帖（幅90 × 奥行180 × 高さ240cm）');
    expect(card).toHaveTextContent('利用開始日2026年8月1日（土）');
    expect(card).toHaveTextContent('月額利用料¥7,100（税込）');
    expect(card).toHaveTextContent('管理費（月額）¥550（税込）');
    expect(card).toHaveTextContent('毎月のお支払い¥7,650（税込）');
  });

  it('offers only the month ends the brand rule allows, with the rule beside the form', async () => {
    const user = userEvent.setup();
    const { onRequestTermination } = renderList();
    expect(screen.getByText('解約を希望する月の前月末日までにお申し出ください。')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '解約を申し出る' }));
    const date = screen.getByLabelText(/解約希望日/);
    const options = within(date)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options.slice(0, 4)).toEqual(['', '2026-12-31', '2027-01-31', '2027-02-28']);
    expect(options).not.toContain('2026-11-30');
    await user.selectOptions(date, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'この日で解約を申し出る' }));
    const dialog = await screen.findByRole('dialog', { name: '解約を申し出ますか？' });
    expect(dialog).toHaveTextContent('ソラクラ 三軒茶屋 区画 1A-03の解約');
    expect(dialog).toHaveTextContent('解約希望日：2026年12月31日（木）');
    expect(onRequestTermination).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '解約を申し出る' }));
    await waitFor(() => expect(onRequestTermination).toHaveBeenCalledTimes(1));
    expect(onRequestTermination.mock.calls[0]).toEqual([contract, '2026-12-31', december]);
  });

  it('says what ending costs as soon as a day is chosen, and again before it is sent (issue 31, item 3)', async () => {
    const user = userEvent.setup();
    const finalBillOf = vi.fn<NonNullable<ContractListProps['finalBillOf']>>(() => december);
    renderList({ finalBillOf });
    await user.click(screen.getByRole('button', { name: '解約を申し出る' }));
    expect(screen.queryByRole('region', { name: /解約にかかる費用/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText(/解約希望日/), '2026-12-31');
    const cost = screen.getByRole('region', { name: '解約にかかる費用と、解約日までのお願い' });
    expect(finalBillOf).toHaveBeenLastCalledWith(contract, '2026-12-31');
    expect(cost).toHaveTextContent('解約日：2026年12月31日（木）');
    expect(cost).toHaveTextContent('最後のご請求：2026年12月分 ¥7,650（税込）');
    expect(cost).toHaveTextContent('お支払い期限 2026年12月28日（月）');
    expect(within(cost).getByRole('row', { name: '利用料（12月分） ¥7,100' })).toBeVisible();
    expect(cost).toHaveTextContent(
      'ご契約時にお支払いいただいた初期費用（事務手数料 3,300円・保証料 5,500円）は返金されません。',
    );
    expect(cost).toHaveTextContent('最終月の利用料・管理費は日割りせず、1か月分をご請求します');
    expect(cost).toHaveTextContent('区画内のお荷物をすべて搬出し、区画を空にしてください。');
    expect(cost).toHaveTextContent(
      '鍵（カードキーを含む）は2026年12月31日（木）までにご返却ください。',
    );
    await user.click(screen.getByRole('button', { name: 'この日で解約を申し出る' }));
    const dialog = await screen.findByRole('dialog', { name: '解約を申し出ますか？' });
    expect(within(dialog).getByRole('region', { name: /解約にかかる費用/ })).toHaveTextContent(
      '最後のご請求：2026年12月分 ¥7,650（税込）',
    );
  });

  it('a month billed already is the last bill: ending adds nothing to it', async () => {
    const user = userEvent.setup();
    renderList({ finalBillOf: () => ({ ...december, billed: true }) });
    await user.click(screen.getByRole('button', { name: '解約を申し出る' }));
    await user.selectOptions(screen.getByLabelText(/解約希望日/), '2026-12-31');
    const cost = screen.getByRole('region', { name: /解約にかかる費用/ });
    expect(cost).toHaveTextContent('解約による追加のご請求はありません。');
    expect(cost).toHaveTextContent(
      '2026年12月分はご請求済みです。月の途中で解約しても、この月の減額・返金はありません。',
    );
  });

  it('any-day rule: a date picker from the first day the notice allows; earlier is refused', async () => {
    const user = userEvent.setup();
    const { onRequestTermination } = renderList({
      terminationRule: { ...defaultTerminationRule, endOn: 'anyDay', noticeDays: 14 },
    });
    await user.click(screen.getByRole('button', { name: '解約を申し出る' }));
    expect(screen.getByLabelText(/解約希望日/)).toHaveAttribute('min', '2026-12-04');
    await user.type(screen.getByLabelText(/解約希望日/), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'この日で解約を申し出る' }));
    const date = screen.getByLabelText(/解約希望日/);
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(/解約希望日は明日以降の日付を選択してください/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRequestTermination).not.toHaveBeenCalled();
  });

  it('once requested, acknowledges it with the date and lets the customer withdraw it', async () => {
    const user = userEvent.setup();
    const { onWithdrawTermination } = renderList({
      contracts: [
        {
          ...contract,
          terminationRequest: {
            endDate: '2026-12-31',
            requestedAt: new Date('2026-11-20T01:00:00Z'),
          },
        },
      ],
    });
    expect(
      screen.getByText('解約のお申し出を受け付けました（解約希望日：2026年12月31日（木））'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '解約を申し出る' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'お申し出を取り下げる' }));
    const dialog = await screen.findByRole('dialog', { name: '解約のお申し出を取り下げますか？' });
    await user.click(within(dialog).getByRole('button', { name: '取り下げる' }));
    await waitFor(() => expect(onWithdrawTermination).toHaveBeenCalledTimes(1));
  });

  it('confirmed by staff: the end date, in use until then, and no withdraw', () => {
    renderList({
      contracts: [
        {
          ...contract,
          terminationRequest: {
            endDate: '2026-12-31',
            requestedAt: new Date('2026-11-20T01:00:00Z'),
            confirmedAt: new Date('2026-11-21T01:00:00Z'),
            confirmedBy: 'staff-1',
          },
        },
      ],
    });
    expect(screen.getByText('解約日：2026年12月31日（木）（手続き済み）')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'お申し出を取り下げる' })).toBeNull();
  });

  it('without contracts, says what comes next: the pending application, or the list', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ContractList
          contracts={[]}
          placeOf={() => placeFixture()}
          pendingApplications
          listHref="/sorakura/list"
          today="2026-11-20"
          terminationRule={defaultTerminationRule}
          finalBillOf={() => null}
          onRequestTermination={async () => {}}
          onWithdrawTermination={async () => {}}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(/審査と手続きが済むと、ここにご契約の内容が表示されます/),
    ).toBeVisible();
    unmount();
    renderList({ contracts: [] });
    expect(screen.getByRole('link', { name: '物件一覧から区画を探す' })).toHaveAttribute(
      'href',
      '/sorakura/list',
    );
  });
});
