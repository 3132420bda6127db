import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { AdminMenu } from '../layouts/admin-menu';

const brandUrl = '/admin/brands/acme/billing';

function renderMenu(url = brandUrl, brandId: string | null = 'acme') {
  return renderWithRouter(<AdminMenu brandId={brandId} />, { path: '*', url });
}

/** The link names of a group's list, in order. */
function groupLinks(nav: HTMLElement, group: string): string[] {
  return within(within(nav).getByRole('list', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

// Issue 31, item 8: two bars of twenty links became named groups a new staff member scans at once.
describe('AdminMenu', () => {
  it("groups a brand's screens by what staff do, and the site's after them", () => {
    renderMenu();
    const brand = screen.getByRole('navigation', { name: 'ブランド acme の管理メニュー' });
    expect(groupLinks(brand, 'お客様')).toEqual([
      'ユーザー一覧',
      'お問い合わせ一覧',
      '内見予約一覧',
    ]);
    expect(groupLinks(brand, '請求')).toEqual(
      expect.arrayContaining(['請求', '入金消込', 'お支払い設定']),
    );
    expect(groupLinks(brand, '物件')).toEqual(['物件一覧']);
    expect(groupLinks(brand, 'コンテンツ')).toContain('利用規約');
    expect(groupLinks(brand, '設定')).toEqual(['メールの文面', 'メール送信履歴', '監査ログ']);
    const site = screen.getByRole('navigation', { name: '管理メニュー' });
    expect(groupLinks(site, 'サイトのコンテンツ')).toContain('サイトのお知らせ');
    expect(groupLinks(site, '設定')).toEqual([
      'デバイス一覧',
      '転送ルール',
      '管理者権限の付与',
      '監査ログ（全体）',
    ]);
    // The brand's menu comes first: it is what a brand's screens are used with.
    expect(brand.compareDocumentPosition(site) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Every screen of the old two bars is still there, in a group.
    const names = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent);
    expect(names(site)).toEqual(
      expect.arrayContaining([
        'ダッシュボード',
        'ブランド一覧',
        'サイトのよくある質問',
        'パートナーシップ',
        'サービス紹介',
      ]),
    );
    expect(names(brand)).toEqual(
      expect.arrayContaining([
        '概要（申込・ブランドの設定）',
        '会社概要',
        '注記',
        '完了ページ',
        'プライバシーポリシー',
      ]),
    );
    expect(names(site).length + names(brand).length).toBeGreaterThanOrEqual(27);
  });

  it('marks the current screen', () => {
    renderMenu();
    const brand = screen.getByRole('navigation', { name: 'ブランド acme の管理メニュー' });
    expect(within(brand).getByRole('link', { name: '請求' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes with one button that says so, and closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderMenu('/admin', null);
    expect(screen.queryByRole('navigation', { name: /ブランド/ })).toBeNull();
    const toggle = screen.getByRole('button', { name: '管理メニュー' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('navigation', { name: '管理メニュー' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'ブランド一覧' }));
    expect(router.state.location.pathname).toBe('/admin/brands');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
