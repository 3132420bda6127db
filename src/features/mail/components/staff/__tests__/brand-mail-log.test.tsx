import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { useListControls } from '@/components/admin/use-server-list';
import type { BrandMail } from '../../../api/get-brand-mail-page';
import { brandMailFilters } from '../../../brand-mail-params';
import { BrandMailLog } from '../brand-mail-log';

const calls = vi.hoisted(() => ({ resent: [] as string[] }));
vi.mock('../../../api/resend-mail', () => ({
  resendMail: async (id: string) => {
    calls.resent.push(id);
  },
}));

const at = new Date('2026-11-20T01:00:00Z');
const mail = (id: string, over: Partial<BrandMail>): BrandMail => ({
  id,
  to: 'hanako@example.com',
  kind: 'contract-confirmed',
  subject: '【ソラクラ】ご契約が完了しました',
  createdAt: at,
  state: 'SUCCESS',
  attempts: 1,
  error: null,
  resends: [],
  ...over,
});

const noFilter = { to: '', kind: '', state: '', from: '', until: '' };

/** The log over a page given here (useServerList reads it from the server). */
function Log({ rows }: { rows: BrandMail[] }) {
  const list = useListControls(
    brandMailFilters,
    { rows, total: rows.length, unreadable: 0, more: false, first: null, last: null },
    { filters: noFilter, pageNumber: 1, pageSize: 50 },
  );
  return <BrandMailLog brandId="sorakura" list={list} />;
}

function renderLog(rows: BrandMail[]) {
  return renderWithRouter(<Log rows={rows} />, {
    path: '/admin/brands/:brandId/mails',
    url: '/admin/brands/sorakura/mails',
  });
}

describe('BrandMailLog (メール送信履歴)', () => {
  beforeEach(() => {
    calls.resent = [];
  });

  it('offers 再送 on a sent and on a failed mail, not while one is on its way nor for a password reset', async () => {
    renderLog([
      mail('sent', {
        resends: [{ uid: 'demo-admin', name: '佐藤 美咲', at: new Date('2026-11-21T02:00:00Z') }],
      }),
      mail('failed', { state: 'ERROR', error: '[EENVELOPE 550] no such user' }),
      mail('pending', { state: 'PENDING' }),
      mail('reset', { kind: 'password-reset', subject: '【ソラクラ】パスワード再設定のご案内' }),
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const [sent, failed, pending, reset] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(sent.textContent).toContain('送信済み');
    expect(sent.textContent).toContain('再送1回（最後：佐藤 美咲・');
    expect(failed.textContent).toContain('エラー');
    expect(within(pending).queryByRole('button', { name: /^再送/ })).toBeNull();
    expect(within(reset).queryByRole('button', { name: /^再送/ })).toBeNull();

    await userEvent.click(within(sent).getByRole('button', { name: /^再送/ }));
    await screen.findByText(
      'hanako@example.com 宛ての「【ソラクラ】ご契約が完了しました」を再送します。',
    );
    await userEvent.click(within(failed).getByRole('button', { name: /^再送/ }));
    expect(calls.resent).toEqual(['sent', 'failed']);
  });

  it('every filter has a label, and 絞り込む puts them in the address', async () => {
    const { router } = renderLog([]);
    expect(screen.getByText('まだメールは送っていません。')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('宛先のメールアドレス'), 'a@example.com');
    await userEvent.selectOptions(screen.getByLabelText('状態'), 'ERROR');
    expect(screen.getByLabelText('種類')).toBeTruthy();
    expect(screen.getByLabelText('期間（から）')).toBeTruthy();
    expect(screen.getByLabelText('期間（まで）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(router.state.location.search).toBe('?to=a%40example.com&state=ERROR');
  });
});
