import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import type { AdminContact, AdminViewingRequest } from '../../../admin-request';
import { ContactDetail } from '../contact-detail';
import { ViewingRequestDetail } from '../viewing-request-detail';
import { formatPreferredSlot } from '../../../format-preferred-slot';

const at = new Date('2026-11-20T05:05:00Z');

const contact: AdminContact = {
  id: 'contact-1',
  name: '佐藤 花子',
  email: 'user@example.com',
  category: 'billing',
  message: '請求書の宛名を\n会社名にできますか？',
  uid: 'demo-user',
  status: 'in_progress',
  staffNote: '経理に確認中',
  createdAt: at,
  updatedAt: at,
};

const viewing: AdminViewingRequest = {
  id: 'viewing-1',
  name: '鈴木 一郎',
  kana: 'スズキ イチロウ',
  email: 'suzuki@example.com',
  phone: '090-0000-0002',
  assetId: 'SK-101',
  spaceId: '1A-01',
  preferredSlots: [
    { date: '2026-12-03', timeSlot: 'morning' },
    { date: '2026-12-05', timeSlot: 'evening' },
  ],
  status: 'new',
  createdAt: at,
  updatedAt: at,
};

describe('ContactDetail', () => {
  it('shows every field, the note and a link to the sender’s member page', () => {
    renderWithRouter(<ContactDetail brandId="sorakura" contact={contact} onUpdate={vi.fn()} />);
    expect(screen.getByText('お支払いについて')).toBeInTheDocument();
    expect(screen.getByText(/請求書の宛名を/)).toHaveTextContent(
      '請求書の宛名を 会社名にできますか？',
    );
    expect(screen.getByRole('link', { name: 'user@example.com' })).toHaveAttribute(
      'href',
      'mailto:user@example.com',
    );
    expect(screen.getByRole('link', { name: /会員ページを開く/ })).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/users/demo-user',
    );
    expect(screen.getByRole('textbox', { name: /対応メモ/ })).toHaveValue('経理に確認中');
    expect(screen.getAllByText('2026年11月20日（金）14:05')).toHaveLength(2); // 受付 and 更新
  });

  it('says when the sender was not signed in', () => {
    renderWithRouter(
      <ContactDetail
        brandId="sorakura"
        contact={{ ...contact, uid: undefined }}
        onUpdate={vi.fn()}
      />,
    );
    expect(screen.getByText('ログインせずに送信（会員情報なし）')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /会員ページ/ })).not.toBeInTheDocument();
  });
});

describe('ViewingRequestDetail', () => {
  it('names the asset with its admin and public pages, the space and the slots in order', () => {
    renderWithRouter(
      <ViewingRequestDetail
        brandId="sorakura"
        viewingRequest={viewing}
        assetName="ソラクラ 三軒茶屋"
        space={{ label: '1A-01', statusLabel: '空き' }}
        onUpdate={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: '管理画面の物件ページ' })).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/assets/SK-101',
    );
    expect(screen.getByRole('link', { name: '公開ページ' })).toHaveAttribute(
      'href',
      '/sorakura/SK-101',
    );
    expect(screen.getByText('1A-01（現在: 空き）')).toBeInTheDocument();
    const slots = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(slots.map((li) => li.textContent)).toEqual([
      '第1希望 2026年12月3日（木）午前',
      '第2希望 2026年12月5日（土）夕方',
    ]);
    expect(screen.getByText('ログインせずに送信（会員情報なし）')).toBeInTheDocument();
  });

  it('still shows the request when the asset or space is gone', () => {
    renderWithRouter(
      <ViewingRequestDetail
        brandId="sorakura"
        viewingRequest={viewing}
        assetName={null}
        space={null}
        onUpdate={vi.fn()}
      />,
    );
    expect(screen.getByText(/物件が見つかりません/)).toBeInTheDocument();
    expect(screen.getByText('1A-01（区画が見つかりません）')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '公開ページ' })).not.toBeInTheDocument();
  });
});

describe('formatPreferredSlot', () => {
  it('reads 第N希望, the day with its weekday and the time band', () => {
    expect(formatPreferredSlot({ date: '2026-12-03', timeSlot: 'afternoon' }, 2)).toBe(
      '第3希望 2026年12月3日（木）午後',
    );
  });
});
