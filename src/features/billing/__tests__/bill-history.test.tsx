import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillHistoryEntry } from '#shared/model/bill.js';
import { BillHistory } from '../components/bill-history';

// 2026-11-28 14:05 and 2026-12-01 09:30 in Japan
const entries: BillHistoryEntry[] = [
  {
    action: 'created',
    by: 'staff-a',
    at: new Date('2026-11-01T00:00:00Z'),
    amount: 7950,
    note: '',
  },
  {
    action: 'line-added',
    by: 'staff-a',
    at: new Date('2026-11-02T01:00:00Z'),
    amount: -1000,
    note: '鍵の受け渡しが遅れたため',
  },
  {
    action: 'paid',
    by: 'staff-a',
    at: new Date('2026-11-28T05:05:00Z'),
    amount: 6950,
    note: '2026-11-28 銀行振込',
  },
  {
    action: 'payment-reversed',
    by: 'staff-b',
    at: new Date('2026-12-01T00:30:00Z'),
    amount: 6950,
    note: '別の方の振込でした',
  },
];

describe('BillHistory', () => {
  it('says when (Japan time), what with its yen and note, and the staff member by name', () => {
    render(<BillHistory entries={entries} staffNames={new Map([['staff-a', '佐藤 美咲']])} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2026年11月1日（日）9:00 請求を作成 ¥7,950 — 佐藤 美咲（スタッフ）',
      '2026年11月2日（月）10:00 明細を追加 -¥1,000・鍵の受け渡しが遅れたため — 佐藤 美咲（スタッフ）',
      '2026年11月28日（土）14:05 入金を記録 ¥6,950・2026-11-28 銀行振込 — 佐藤 美咲（スタッフ）',
      '2026年12月1日（火）9:30 入金を取消 ¥6,950・別の方の振込でした — スタッフ（staff-b）',
    ]);
    expect(screen.getAllByRole('listitem')[2]!.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-11-28T05:05:00.000Z',
    );
  });

  it('shows the uid while the staff names are not read', () => {
    render(<BillHistory entries={entries.slice(0, 1)} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('— スタッフ（staff-a）');
  });
});
