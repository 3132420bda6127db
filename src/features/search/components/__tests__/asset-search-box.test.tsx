import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { AssetSearchBox } from '../asset-search-box';

const searched: string[] = [];

vi.mock('../../api/search-assets', () => ({
  useAssetSearch: (text: string) => {
    searched.push(text);
    return {
      isError: false,
      isPlaceholderData: false,
      data: text.includes('江坂')
        ? { hits: [], more: false }
        : {
            hits: [
              {
                brandId: 'sorakura',
                assetId: 'SK-101',
                name: 'ソラクラ 三軒茶屋',
                prefecture: '東京都',
                city: '世田谷区',
                stations: ['三軒茶屋'],
              },
            ],
            more: false,
          },
    };
  },
}));

vi.mock('@/features/assets/api/get-asset-vacancy', () => ({
  useAssetVacancy: (brandId: string, assetId: string) =>
    brandId === 'sorakura' && assetId === 'SK-101' ? { vacant: 4, fromPrice: 3600 } : undefined,
}));

vi.mock('@/features/brands/api/get-published-brands', () => ({
  usePublishedBrands: () => [{ id: 'sorakura', name: 'ソラクラ' }],
}));

describe('AssetSearchBox', () => {
  it('searches once typing pauses and links each result to its asset page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<AssetSearchBox />);
    await user.type(
      screen.getByRole('searchbox', { name: '駅名・地名・物件名で探す' }),
      '三軒茶屋',
    );
    const link = await screen.findByRole('link', { name: 'ソラクラ 三軒茶屋' });
    expect(link).toHaveAttribute('href', '/sorakura/SK-101');
    expect(screen.getByText('ソラクラ ・ 三軒茶屋駅 ・ 東京都世田谷区')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('「三軒茶屋」の検索結果: 1件');
    // Its vacancies and lowest monthly fee, as its card says them.
    expect(screen.getByText('空き 4区画')).toBeInTheDocument();
    expect(link.parentElement).toHaveTextContent('月額 ¥3,600（税込）〜');
    // One search for the whole word, not one per key.
    expect(new Set(searched)).toEqual(new Set(['三軒茶屋']));
    // The search is in the address, replacing the entry rather than adding one per pause.
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('三軒茶屋')}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the search of the address (Back from a result, a shared link), keeping other parameters', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<AssetSearchBox />, {
      url: `/?sort=price-asc&q=${encodeURIComponent('三軒茶屋')}`,
    });
    expect(screen.getByRole('searchbox')).toHaveValue('三軒茶屋');
    expect(await screen.findByRole('link', { name: 'ソラクラ 三軒茶屋' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '江坂{Enter}');
    await screen.findByText(/「江坂」に一致する物件は見つかりませんでした/);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('江坂');
    expect(params.get('sort')).toBe('price-asc');
  });

  it('says plainly when nothing is found', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AssetSearchBox />);
    await user.type(screen.getByRole('searchbox'), '江坂{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '「江坂」に一致する物件は見つかりませんでした',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
