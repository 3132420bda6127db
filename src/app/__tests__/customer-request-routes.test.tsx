import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetSpacesQuery } from '@/features/spaces/api/get-asset-spaces';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { publishedBrandQuery } from '@/features/brands/api/get-published-brand';
import type { Asset } from '@/lib/model/asset';
import { brandFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

// The contact and 内見予約 screens with their real loaders over a cache filled through the
// real query factories: a loader asking for other keys than its screen reads would fetch and
// fail (nothing answers in jsdom).
function asset(assetNumber: string, name: string): Asset {
  return { assetNumber, name, prefecture: '東京都', city: '世田谷区', published: true } as Asset;
}

function space(id: string, label: string, status: SpaceWithId['status']): SpaceWithId {
  return {
    id,
    label,
    status,
    monthlyFee: 8800,
    size: { widthCm: 100, depthCm: 150, heightCm: 200, areaM2: 1.62 },
  } as SpaceWithId;
}

function filledCache(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(publishedBrandQuery('acme').queryKey, brandFixture());
  queryClient.setQueryData(publishedAssetsQuery('acme').queryKey, [
    asset('AC-101', 'アクメ三軒茶屋'),
    asset('AC-102', 'アクメ中野'),
  ]);
  queryClient.setQueryData(assetSpacesQuery('acme', 'AC-101').queryKey, [
    space('s1', '1A-01', 'available'),
    space('s2', '1A-02', 'occupied'),
    space('s3', '1A-03', 'available'),
  ]);
  // An asset the brand does not publish: the rules would refuse its spaces.
  queryClient.setQueryData(assetSpacesQuery('acme', 'XX-999').queryKey, []);
  return queryClient;
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('customer request screens', () => {
  it('/{b}/preview?asset=&space= starts on that asset and space, offering its free spaces', async () => {
    renderApp('/acme/preview?asset=AC-101&space=s3', { queryClient: filledCache() });
    await h1('内見予約');
    expect(screen.getByRole('combobox', { name: /^物件/ })).toHaveValue('AC-101');
    const spaces = screen.getByRole('combobox', { name: /^区画/ });
    expect(spaces).toHaveValue('s3');
    const options = within(spaces)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      '指定しない',
      '1A-01（1.0帖・月額¥8,800）',
      '1A-03（1.0帖・月額¥8,800）',
    ]);
  });

  it('/{b}/preview with an asset the brand does not publish starts with no asset chosen', async () => {
    renderApp('/acme/preview?asset=XX-999&space=s1', { queryClient: filledCache() });
    await h1('内見予約');
    expect(screen.getByRole('combobox', { name: /^物件/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^区画/ })).toBeDisabled();
  });

  it('/{b}/contact shows the form and the brand’s number to call', async () => {
    renderApp('/acme/contact', { queryClient: filledCache() });
    await h1('お問い合わせ');
    expect(screen.getByRole('form', { name: 'お問い合わせフォーム' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '050-3000-0000' })).toHaveAttribute(
      'href',
      'tel:05030000000',
    );
  });

  it('the thanks pages opened directly say the request was received', async () => {
    renderApp('/acme/contact/thanks', { queryClient: filledCache() });
    await h1('お問い合わせを受け付けました');
    expect(screen.getByText(/翌営業日までにご連絡します/)).toBeInTheDocument();

    renderApp('/acme/preview/thanks', { queryClient: filledCache() });
    await h1('内見のご予約を受け付けました');
    expect(screen.queryByRole('region', { name: 'ご予約の内容' })).toBeNull();
  });
});
