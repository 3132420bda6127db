import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContractList, type ContractListProps } from '../components/contract-list';
import { applicationFixture, placeFixture } from '@/testing/my-unit-fixtures';

const contract = applicationFixture({ status: 'contracted', startDate: '2026-08-01' });

function renderList(props: Partial<ContractListProps> = {}) {
  const onRequestTermination = vi.fn(async () => {});
  render(
    <MemoryRouter>
      <ContractList
        contracts={[contract]}
        placeOf={() => placeFixture()}
        pendingApplications={false}
        listHref="/sorakura/list"
        today="2026-11-20"
        onRequestTermination={onRequestTermination}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onRequestTermination };
}

describe('ContractList', () => {
  it('shows the space, the start date and the monthly fees (tax included)', () => {
    renderList();
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('屋内トランクルーム1.0帖（幅90 × 奥行180 × 高さ240cm）');
    expect(card).toHaveTextContent('利用開始日2026年8月1日（土）');
    expect(card).toHaveTextContent('月額利用料¥7,100（税込）');
    expect(card).toHaveTextContent('管理費（月額）¥550（税込）');
    expect(card).toHaveTextContent('毎月のお支払い¥7,650（税込）');
  });

  it('asks to end the contract on a chosen date after a confirmation', async () => {
    const user = userEvent.setup();
    const { onRequestTermination } = renderList();
    await user.click(screen.getByRole('button', { name: '解約を申し出る' }));
    const date = screen.getByLabelText(/解約希望日/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-11-21');
    await user.type(date, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'この日で解約を申し出る' }));
    const dialog = await screen.findByRole('dialog', { name: '解約を申し出ますか？' });
    expect(dialog).toHaveTextContent('ソラクラ 三軒茶屋 区画 1A-03の解約');
    expect(dialog).toHaveTextContent('解約希望日：2026年12月31日（木）');
    expect(onRequestTermination).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '解約を申し出る' }));
    await waitFor(() => expect(onRequestTermination).toHaveBeenCalledTimes(1));
    expect(onRequestTermination.mock.calls[0]).toEqual([contract, '2026-12-31']);
  });

  it('refuses today or an earlier date, next to the field', async () => {
    const user = userEvent.setup();
    const { onRequestTermination } = renderList();
    await user.click(screen.getByRole('button', { name: '解約を申し出る' }));
    await user.type(screen.getByLabelText(/解約希望日/), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'この日で解約を申し出る' }));
    const date = screen.getByLabelText(/解約希望日/);
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(/解約希望日は明日以降の日付を選択してください/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRequestTermination).not.toHaveBeenCalled();
  });

  it('once requested, acknowledges it with the date instead of the button', () => {
    renderList({
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
          onRequestTermination={async () => {}}
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
