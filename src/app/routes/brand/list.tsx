import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedAssets } from '@/features/assets/api/get-published-assets';
import { AssetCard } from '@/features/assets/components/asset-card';
import { ListFilterForm } from '@/features/assets/components/list-filter-form';
import { Pagination } from '@/features/assets/components/pagination';
import { filterAssets } from '@/features/assets/filter-assets';
import { defaultListFilters } from '@/features/assets/list-filters';
import type { ListFilters } from '@/features/assets/list-filters';
import { listFiltersToSearchParams } from '@/features/assets/list-filters-to-search-params';
import { paginate } from '@/features/assets/paginate';
import { parseListFilters } from '@/features/assets/parse-list-filters';
import { sortAssets } from '@/features/assets/sort-assets';
import { searchParam } from '@/features/search/search-param';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { storageUrl } from '@/lib/storage-url';
import { whenContentShown } from '@/utils/when-content-shown';
import './list.css';

/**
 * The cross-brand search box comes once the list has painted (not in its first load: the
 * budget, and the first card's photo gets the bandwidth); its slot keeps the box's height meanwhile, so nothing below it moves.
 */
const AssetSearchBox = lazy(async () => {
  await whenContentShown();
  const { AssetSearchBox } = await import('@/features/search/components/asset-search-box');
  return { default: AssetSearchBox };
});

/** Results per page. */
const pageSize = 20;

/** How many conditions differ from the defaults (the order is not a condition). */
function activeConditions(filters: ListFilters): number {
  const keys = [
    'prefecture',
    'city',
    'type',
    'feeMin',
    'feeMax',
    'areaMin',
    'areaMax',
    'vacantOnly',
  ] as const;
  return keys.filter((key) => filters[key] !== defaultListFilters[key]).length;
}

/** /{brandId}/list: search the brand's assets; the search lives in the URL. */
export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const assets = usePublishedAssets(brandId);
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  // What the visitor just chose, shown at once while the router writes it to the URL (a
  // navigation, so a tick later): controls never lag a click and quick changes build on each
  // other. Any navigation (the write itself, back/forward) gives a new location key, and from
  // then on the URL rules again.
  const [draft, setDraft] = useState<{ from: string; filters: ListFilters } | null>(null);
  const chosen =
    draft && draft.from === locationKey ? draft.filters : parseListFilters(searchParams);
  // A city only counts with its prefecture (the city control offers cities of one prefecture).
  const filters = chosen.prefecture ? chosen : { ...chosen, city: null };
  const results = sortAssets(filterAssets(assets, filters), filters.sort, filters);
  const shown = paginate(results, filters.page, pageSize);
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const previousPage = useRef(shown.page);

  // A new page of results starts at its top, as a new page would.
  useEffect(() => {
    if (previousPage.current !== shown.page) {
      resultsTitle.current?.scrollIntoView({ block: 'start' });
      resultsTitle.current?.focus({ preventScroll: true });
    }
    previousPage.current = shown.page;
  }, [shown.page]);

  if (!brand) return null;
  // The filters and the page number, with the cross-brand search box's words (`?q=`) kept.
  const withSearchBox = (params: URLSearchParams) => {
    const words = searchParams.get(searchParam);
    if (words) params.set(searchParam, words);
    return params;
  };
  const search = (next: ListFilters) => {
    setDraft({ from: locationKey, filters: next });
    setSearchParams(withSearchBox(listFiltersToSearchParams(next)), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const clear = () => search({ ...defaultListFilters, sort: filters.sort });
  const hrefFor = (page: number) =>
    `?${withSearchBox(listFiltersToSearchParams({ ...filters, page })).toString()}`;
  // Words in the cross-brand box above: its results carry the search's one count, and this is
  // the brand's list (issue 39: not a second 「検索結果」 with another count).
  const searched = Boolean(searchParams.get(searchParam)?.trim());
  const first = shown.total === 0 ? 0 : (shown.page - 1) * pageSize + 1;
  const last = Math.min(shown.page * pageSize, shown.total);

  return (
    <Page
      title={`${brand.name}の物件一覧`}
      lead="エリア・区画タイプ・料金・広さで絞り込めます。料金はすべて税込です。"
      meta={brand.heroPath ? { image: storageUrl(brand.heroPath) } : {}}
    >
      <div className="list-page__search">
        <Suspense fallback={null}>
          <AssetSearchBox label="駅名・地名・物件名で探す（すべてのブランドから）" />
        </Suspense>
      </div>
      <ListFilterForm
        assets={assets}
        filters={filters}
        onChange={search}
        onClear={clear}
        activeCount={activeConditions(filters)}
      />
      <section className="asset-results" aria-labelledby="results-title">
        <h2 id="results-title" ref={resultsTitle} tabIndex={-1} className="asset-results__title">
          {searched ? `${brand.name}の物件` : '検索結果'}
        </h2>
        <p className="asset-results__count" role="status">
          {shown.total > 0
            ? `${shown.total}件${searched ? '' : 'の物件が見つかりました'}（${first}〜${last}件を表示）`
            : '条件に合う物件が見つかりませんでした。'}
        </p>
        {shown.total === 0 ? (
          <div className="asset-results__empty">
            <p>条件を減らすか、エリアを広げてお探しください。</p>
            <button type="button" className="button button--secondary" onClick={clear}>
              条件をクリアしてすべての物件を見る
            </button>
          </div>
        ) : (
          <ul className="asset-cards">
            {/* Only the first card's photo is the page's main image (the boot script preloads
                it); the others follow once it has painted (StorageImage). */}
            {shown.items.map((asset, index) => (
              <li key={asset.assetNumber}>
                <AssetCard
                  brandId={brandId}
                  asset={asset}
                  filters={filters}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={shown.page} pageCount={shown.pageCount} hrefFor={hrefFor} />
      </section>
      <p className="asset-results__help">
        ご希望の物件が見つからないときは
        <Link to={paths.brand.contact.href(brandId)}>お問い合わせ</Link>
        ください。
      </p>
    </Page>
  );
}
