import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import type { MailLogEntry, MailLogSource } from '../../../api/get-mail-log';
import { DeliveryLog } from '../delivery-log';

const log = vi.hoisted(() => ({
  sources: [] as unknown[],
  messages: [] as unknown[],
  resent: [] as string[],
}));
vi.mock('../../../api/get-mail-log', () => ({
  useMailLog: (source: unknown) => {
    log.sources.push(source);
    return { isPending: false, isError: false, data: log.messages };
  },
}));
vi.mock('../../../api/resend-mail', () => ({
  useResendMail: () => ({
    isPending: false,
    variables: undefined,
    mutate: (id: string) => log.resent.push(id),
  }),
}));

const at = new Date('2026-11-20T01:00:00Z');
const mail = (id: string, over: Partial<MailLogEntry>): MailLogEntry => ({
  id,
  to: 'hanako@example.com',
  kind: 'contract-confirmed',
  message: { subject: '【ソラクラ】ご契約が完了しました' },
  createdAt: at,
  delivery: { state: 'SUCCESS', attempts: 1, error: null, endTime: at },
  ...over,
});
const failed = (error: string) => ({ state: 'ERROR', attempts: 3, error, endTime: at });

const member: MailLogSource = {
  brandId: 'sorakura',
  type: 'member',
  id: 'uid-hanako',
  applicationIds: ['app1', 'app2'],
};

describe('DeliveryLog on a member page', () => {
  beforeEach(() => {
    log.sources = [];
    log.resent = [];
    log.messages = [
      mail('contract-confirmed_app1_history-2', {}),
      mail('bill-issued_bill1_issued', {
        kind: 'bill-issued',
        message: { subject: '【ソラクラ】ご請求のお知らせ' },
        delivery: failed('[ESOCKET] connect ECONNREFUSED 127.0.0.1:1 (gave up after 3 attempts)'),
      }),
      mail('password-reset_uid-hanako_r1', {
        kind: 'password-reset',
        message: { subject: '【ソラクラ】パスワード再設定のご案内' },
        delivery: failed('[EENVELOPE 550] no such user'),
      }),
    ];
  });

  it('lists the member’s messages, says in Japanese why one failed and resends it', async () => {
    renderWithRouter(<DeliveryLog about={member} />);
    expect(log.sources[0]).toEqual(member);
    const region = screen.getByRole('region', { name: '送信したメール' });
    expect(region.textContent).toContain('この会員のお申し込み・ご請求・アカウントについて');
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('ご契約完了');
    expect(items[0]?.textContent).toContain('送信済み');

    const bill = items[1]!;
    expect(bill.textContent).toContain(
      '送信できませんでした：メールサーバーにつながらず、3回試しましたが送信できませんでした。',
    );
    // The server's own words stay available for whoever looks after the settings.
    expect(within(bill).getByText('詳細（メールサーバーの応答）')).toBeTruthy();
    await userEvent.click(within(bill).getByRole('button', { name: '再送' }));
    expect(log.resent).toEqual(['bill-issued_bill1_issued']);
    // A sent one can be sent again too: the customer says it never came (issue 29).
    await userEvent.click(within(items[0]!).getByRole('button', { name: '再送' }));
    expect(log.resent).toEqual(['bill-issued_bill1_issued', 'contract-confirmed_app1_history-2']);
  });

  it('offers no 再送 for a password reset, and says what to do instead', () => {
    renderWithRouter(<DeliveryLog about={member} />);
    const reset = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('パスワード再設定のご案内'))!;
    expect(within(reset).queryByRole('button', { name: '再送' })).toBeNull();
    expect(reset.textContent).toContain('ログイン画面からもう一度お申し込みいただいてください');
  });

  it('says so when nothing was sent to the member yet', () => {
    log.messages = [];
    renderWithRouter(<DeliveryLog about={member} />);
    expect(screen.getByText('この会員に送ったメールはまだありません。')).toBeTruthy();
  });
});
