import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { AdminMenu } from '../layouts/admin-menu';

// Issue 29: brand staff run their brands; the operator-wide screens are not in their menu.
describe('AdminMenu for brand staff', () => {
  it("keeps the brand's menu and, of the site-wide one, only the dashboard, the brand list and the reports (their brands')", () => {
    renderWithRouter(<AdminMenu brandId="moto-garage" operator={false} />, {
      path: '*',
      url: '/admin/brands/moto-garage/users',
    });
    const brand = screen.getByRole('navigation', { name: 'ブランド moto-garage の管理メニュー' });
    expect(within(brand).getByRole('link', { name: 'ユーザー一覧' })).toBeInTheDocument();
    const site = screen.getByRole('navigation', { name: '管理メニュー' });
    expect(
      within(site)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ダッシュボード', 'ブランド一覧', '経営レポート']);
  });
});
