import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAssetSpaces } from '@/features/spaces/api/get-asset-spaces';
import { usePublishedAsset } from '@/features/assets/api/get-published-asset';
import { AssetFacts } from '@/features/assets/components/asset-facts';
import { AssetGallery } from '@/features/assets/components/asset-gallery';
import { SpaceTable } from '@/features/assets/components/space-table';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { uidOfToken } from '@/features/auth/uid-of-token';
import { useAuthState } from '@/features/auth/use-auth-state';
import { useHydrated } from '@/hooks/page-head';
import { storageUrl } from '@/lib/storage-url';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import { isContentShown, isLaterPage, whenContentShown } from '@/utils/when-content-shown';
import type * as UnitMapModule from '@/features/assets/components/unit-map';
import type { UnitMapProps } from '@/features/assets/components/unit-map';
import './asset.css';

/**
 * The unit map is below the photos and facts: its code follows the page's painted content, off
 * the first load.
 */
let unitMapCode: Promise<typeof UnitMapModule> | null = null;
const loadUnitMap = () => (unitMapCode ??= import('@/features/assets/components/unit-map'));
const UnitMap = lazy(async () => {
  await whenContentShown();
  return { default: (await loadUnitMap()).UnitMap };
});
/** The map itself once its code is here (set by `ready`), else the lazy one. */
let UnitMapNow: ComponentType<UnitMapProps> = UnitMap;
/** Chosen once per mount: a map drawn lazily is not swapped for (and reset by) the loaded one. */
function AssetUnitMap(props: UnitMapProps) {
  const [Map] = useState(() => UnitMapNow);
  return <Map {...props} />;
}

/**
 * On later pages of a visit the route waits for the unit map's code with the page's data, so
 * the page is drawn with its map: no 「区画図を読み込み中…」 line that the map then replaces,
 * moving the details and the table below it while the view scrolls up from the last page. The
 * first page's map still waits until its content has painted (first load).
 */
export function ready() {
  // The first page (drawn by the server, or the plain app's) never waits for the map's code.
  if (!isContentShown() || !isLaterPage()) return undefined;
  return loadUnitMap().then((module) => {
    UnitMapNow = module.UnitMap;
  });
}
// A chosen space's sizes, fees and first-payment estimate show only once a space is chosen, so
// their code (formatters, the estimate) loads then or once the page is idle, not before the
// first paint (first-load budget, docs/ARCHITECTURE.md).
const SpaceDetails = lazy(async () => ({
  default: (await import('@/features/assets/components/space-details')).SpaceDetails,
}));

/**
 * On a phone the details are below the map. Once the chosen space's details are drawn (their
 * code loads lazily, so not at the tap), bring their 申し込む into view: the size, price and the
 * button end up on screen together. Only after a tap, never for a shared link's first load.
 */
function RevealDetails({ requestedRef }: { requestedRef: RefObject<boolean> }) {
  useEffect(() => {
    if (!requestedRef.current) return;
    requestedRef.current = false;
    (
      document.querySelector('#space-details .space-details__actions') ??
      document.getElementById('space-details')
    )?.scrollIntoView({ block: 'nearest' });
  }, [requestedRef]);
  return null;
}

/**
 * The asset's schema.org data in the head. A first load has it in its HTML already (the
 * publicPage function writes the same data), and crawlers load each address on its own: its
 * builder (offers, opening hours) follows the page's painted content, off the first load.
 */
const AssetJsonLdScript = lazy(async () => {
  await whenContentShown();
  const { AssetJsonLdScript } = await import('@/features/assets/components/asset-json-ld-script');
  return { default: AssetJsonLdScript };
});

/**
 * 空き待ち for the plans with no free space (docs/waitlist.md): its code, the counts and the
 * join form follow the page's painted content, off the first load.
 */
const AssetWaitlist = lazy(() =>
  whenContentShown().then(() => import('../../waitlist/asset-waitlist-lazy')),
);

const mapPlaceholder = <p className="asset-page__placeholder">区画図を読み込み中…</p>;

export function Component() {
  const { brandId = '', assetId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const asset = usePublishedAsset(brandId, assetId);
  const spaces = useAssetSpaces(brandId, assetId);
  const [searchParams, setSearchParams] = useSearchParams();
  const { token } = useAuthState();
  // Set by a tap on the map or the table: the details, once drawn, scroll into view.
  const revealOnShow = useRef(false);
  const canonical = paths.brand.asset.href(brandId, assetId);
  // The map (placed with inline styles, which the CSP keeps out of HTML), a chosen space's
  // details and 空き待ち are drawn by the browser only: the page's HTML has the table.
  const hydrated = useHydrated();
  if (!brand || !asset) return null;

  const selectedId = searchParams.get('space');
  const selected = spaces.find((space) => space.id === selectedId) ?? null;
  const select = (spaceId: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('space', spaceId);
    revealOnShow.current = true;
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const available = spaces.filter((space) => space.status === 'available');
  const cheapest = available.reduce<number | null>(
    (min, space) => (min === null || space.monthlyFee < min ? space.monthlyFee : min),
    null,
  );
  // The breadcrumbs, as shown and as the JSON-LD's BreadcrumbList.
  const trail = [
    { name: brand.name, path: paths.brand.home.href(brandId) },
    { name: paths.brand.list.title, path: paths.brand.list.href(brandId) },
  ];
  const firstImage = asset.imagePaths[0] ? storageUrl(asset.imagePaths[0]) : null;
  const station = asset.stations[0];
  const description = `${asset.prefecture}${asset.city}の${brand.name}「${asset.name}」。${
    station ? `${station.line}「${station.station}」駅から徒歩${station.walkMinutes}分。` : ''
  }空き${available.length}区画${cheapest === null ? '' : `、月額${formatYenTaxIncluded(cheapest)}から`}。`;

  return (
    <Page
      title={asset.name.includes(brand.name) ? asset.name : `${brand.name} ${asset.name}`}
      heading={asset.name}
      meta={{ description, canonicalPath: canonical, ...(firstImage ? { image: firstImage } : {}) }}
    >
      <Suspense fallback={null}>
        <AssetJsonLdScript
          brand={brand}
          asset={asset}
          path={canonical}
          imageUrl={firstImage}
          breadcrumbs={[...trail, { name: asset.name, path: canonical }]}
        />
      </Suspense>
      <nav aria-label="パンくずリスト" className="breadcrumbs">
        <ol>
          {trail.map((item) => (
            <li key={item.path}>
              <Link to={item.path}>{item.name}</Link>
            </li>
          ))}
          <li aria-current="page">{asset.name}</li>
        </ol>
      </nav>
      <p className="asset-page__number">物件番号 {asset.assetNumber}</p>

      <div className="asset-page__top">
        <AssetGallery imagePaths={asset.imagePaths} name={asset.name} />
        <div className="asset-page__summary">
          <p className="asset-page__vacancy">
            {available.length > 0 ? (
              <>
                <span className="asset-page__vacancy-count">空き {available.length}区画</span>
                <span> / 全{spaces.length}区画</span>
              </>
            ) : (
              <span className="asset-page__vacancy-count">現在満室です</span>
            )}
          </p>
          {cheapest !== null ? (
            <p className="asset-page__price">
              月額 <strong>{formatYenTaxIncluded(cheapest)}</strong>〜
            </p>
          ) : null}
          <p className="asset-page__cta">
            <a className="button button--primary" href="#spaces">
              区画を選ぶ
            </a>
            <Link
              className="button button--secondary"
              to={paths.brand.viewingRequest.href(brandId, { asset: assetId })}
            >
              内見を予約する
            </Link>
          </p>
          <AssetFacts asset={asset} />
        </div>
      </div>

      {asset.description ? <p className="asset-page__description">{asset.description}</p> : null}

      <section id="spaces" className="asset-page__spaces" aria-labelledby="spaces-title">
        <h2 id="spaces-title">区画と空き状況</h2>
        <p className="asset-page__hint">
          {asset.layoutImagePath ? '区画図' : '一覧'}
          から区画を選ぶと、料金の詳細とお申し込みボタンが表示されます。料金はすべて税込です。
        </p>
        <div className="asset-page__map-and-details">
          {asset.layoutImagePath ? (
            <Suspense fallback={mapPlaceholder}>
              {hydrated ? (
                <AssetUnitMap
                  layoutImagePath={asset.layoutImagePath}
                  spaces={spaces}
                  selectedId={selected?.id ?? null}
                  onSelect={select}
                />
              ) : (
                mapPlaceholder
              )}
            </Suspense>
          ) : null}
          <div id="space-details" className="asset-page__details">
            {selected && hydrated ? (
              <Suspense fallback={<p className="asset-page__placeholder">読み込み中…</p>}>
                <SpaceDetails
                  brandId={brandId}
                  assetId={assetId}
                  space={selected}
                  viewerUid={uidOfToken(token)}
                  plans={asset.plans}
                />
                <RevealDetails key={selected.id} requestedRef={revealOnShow} />
              </Suspense>
            ) : (
              <p className="asset-page__placeholder">
                区画を選ぶと、ここに広さ・料金・初期費用の目安が表示されます。
              </p>
            )}
          </div>
        </div>
        {spaces.length > 0 ? (
          <SpaceTable spaces={spaces} selectedId={selected?.id ?? null} onSelect={select} />
        ) : (
          <p>この物件には現在ご案内できる区画がありません。</p>
        )}
      </section>
      {hydrated ? (
        <Suspense fallback={null}>
          <AssetWaitlist brandId={brandId} asset={asset} />
        </Suspense>
      ) : null}
    </Page>
  );
}
