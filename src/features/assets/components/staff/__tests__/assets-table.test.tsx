import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import type { AdminAssetEntry } from '../../../api/get-admin-assets';
import { AssetsTable } from '../assets-table';
import { assetFixture } from './asset-fixture';

const entries: AdminAssetEntry[] = [
  { id: 'SK-101', asset: assetFixture() },
  {
    id: 'SK-102',
    asset: assetFixture({
      assetNumber: 'SK-102',
      name: 'ソラクラ 中野',
      city: '中野区',
      published: false,
      plans: {},
    }),
  },
  {
    id: 'SK-201',
    asset: assetFixture({
      assetNumber: 'SK-201',
      name: 'ソラクラ 梅田',
      prefecture: '大阪府',
      city: '大阪市北区',
    }),
  },
  { id: 'SK-900', asset: null },
];

function rows(): string[][] {
  const table = screen.getByRole('table', { name: '物件の一覧' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

describe('AssetsTable', () => {
  it('lists every asset with its place, state, spaces and free spaces summed over the plans', () => {
    renderWithRouter(<AssetsTable brandId="sorakura" entries={entries} />);
    expect(rows()).toEqual([
      ['SK-101', 'ソラクラ 三軒茶屋', '東京都世田谷区', '●公開中', '6', '3'],
      ['SK-102', 'ソラクラ 中野', '東京都中野区', '○非公開', '0', '0'],
      ['SK-201', 'ソラクラ 梅田', '大阪府大阪市北区', '●公開中', '6', '3'],
      ['SK-900', 'データに誤りがあります', '', '✕要確認', '0', '0'],
    ]);
    expect(screen.getByRole('link', { name: 'ソラクラ 中野' })).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/assets/SK-102',
    );
  });

  it('filters by 公開状態 and 都道府県 (only those present), and searches number or name', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AssetsTable brandId="sorakura" entries={entries} />);
    const prefecture = screen.getByLabelText('都道府県');
    expect(
      within(prefecture)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['すべて', '東京都', '大阪府']);
    await user.selectOptions(screen.getByLabelText('公開状態'), '非公開');
    expect(rows().map((row) => row[0])).toEqual(['SK-102']);
    await user.selectOptions(screen.getByLabelText('公開状態'), 'すべて');
    await user.selectOptions(prefecture, '大阪府');
    expect(rows().map((row) => row[0])).toEqual(['SK-201']);
    await user.selectOptions(prefecture, 'すべて');
    await user.type(screen.getByLabelText('物件番号・物件名で検索'), '中野');
    expect(rows().map((row) => row[0])).toEqual(['SK-102']);
    await user.clear(screen.getByLabelText('物件番号・物件名で検索'));
    await user.type(screen.getByLabelText('物件番号・物件名で検索'), 'ｓｋ－２０１');
    expect(rows().map((row) => row[0])).toEqual(['SK-201']);
  });

  it('says how to begin when the brand has no assets', () => {
    renderWithRouter(<AssetsTable brandId="sorakura" entries={[]} />);
    expect(screen.getByText(/まだ物件がありません/)).toBeInTheDocument();
  });
});
