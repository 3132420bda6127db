import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { applicationStatuses } from '@/lib/model/application';
import type { ApplicationWithId } from '../api/get-user-applications';
import { ApplicationList, type ApplicationListProps } from '../components/application-list';
import { applicationFixture, placeFixture } from '@/testing/my-unit-fixtures';

function renderList(props: Partial<ApplicationListProps> = {}) {
  const onCancel = vi.fn(async () => {});
  render(
    <MemoryRouter>
      <ApplicationList
        applications={[applicationFixture()]}
        placeOf={() => placeFixture()}
        listHref="/sorakura/list"
        contractsHref="#contracts"
        onCancel={onCancel}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onCancel };
}

const expected: Record<string, { label: string; next: RegExp }> = {
  submitted: { label: '審査中', next: /審査結果をメールでお知らせします（原則2営業日以内）/ },
  approved: { label: '承認済み', next: /ご契約の手続きについて、担当者からメールでご案内します/ },
  contracted: { label: '契約中', next: /「ご契約」の欄をご覧ください/ },
  rejected: { label: '却下', next: /今回のお申し込みはお受けできませんでした/ },
  cancelled: { label: '取消', next: /このお申し込みは取り消されました/ },
  ended: { label: '終了', next: /ご契約は終了しました/ },
};

describe('ApplicationList', () => {
  it.each(applicationStatuses)('shows %s in Japanese with what happens next', (status) => {
    renderList({ applications: [applicationFixture({ status })] });
    const card = screen.getByRole('listitem');
    expect(within(card).getByText(expected[status]!.label)).toBeInTheDocument();
    expect(card).toHaveTextContent(expected[status]!.next);
    // Only an application in review can be cancelled by the applicant.
    expect(within(card).queryByRole('button', { name: '申し込みを取り消す' }) !== null).toBe(
      status === 'submitted',
    );
  });

  it('names the asset (a link to its page), the space, the date applied and the reference', () => {
    renderList();
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'ソラクラ 三軒茶屋' })).toHaveAttribute(
      'href',
      '/sorakura/SK-101',
    );
    expect(card).toHaveTextContent('区画 1A-03');
    expect(card).toHaveTextContent('申込日2026年10月1日（木）');
    expect(card).toHaveTextContent('受付番号app0-0000-0000-0000-001a');
  });

  it('cancels only after the confirmation, then says it is done', async () => {
    const user = userEvent.setup();
    const application = applicationFixture();
    const { onCancel } = renderList({ applications: [application] });
    await user.click(screen.getByRole('button', { name: '申し込みを取り消す' }));
    const dialog = screen.getByRole('dialog', { name: 'お申し込みを取り消しますか？' });
    expect(dialog).toHaveTextContent('ソラクラ 三軒茶屋 区画 1A-03へのお申し込みを取り消します');
    // A danger action starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: '取り消さない' })).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect((onCancel.mock.calls[0] as unknown[])[0]).toBe(application);
    expect(await screen.findByText(/お申し込みを取り消しました/)).toHaveAttribute('role', 'status');
  });

  it('keeps the dialog open with a message when cancelling fails', async () => {
    const user = userEvent.setup();
    renderList({
      onCancel: async () => {
        throw new Error('offline');
      },
    });
    await user.click(screen.getByRole('button', { name: '申し込みを取り消す' }));
    await user.click(screen.getByRole('button', { name: '取り消す' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('取り消せませんでした');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('offers no cancel button when the space cannot be read, and says whom to ask', () => {
    renderList({ placeOf: () => placeFixture({ space: null, assetHref: null }) });
    expect(screen.queryByRole('button', { name: '申し込みを取り消す' })).toBeNull();
    expect(screen.getByText(/お問い合わせください/)).toBeInTheDocument();
  });

  it('without applications, says so and links to the brand’s 物件一覧', () => {
    renderList({ applications: [] as ApplicationWithId[] });
    expect(screen.getByText('まだお申し込みはありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '物件一覧から区画を探す' })).toHaveAttribute(
      'href',
      '/sorakura/list',
    );
  });
});
