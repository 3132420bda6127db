/**
 * The top of each public page as the app first renders it (the screens in src/app/routes): the
 * heading, the lead, and down to the page's largest image, with the same elements and classes
 * (test/e2e/public-html.test.ts checks that nothing moves when the app takes over). What is
 * below the largest image comes with the app: new content below moves nothing above it.
 */
import { attributes, escapeHtml } from './html.js';
import { placeholderBlocks } from './markdown-placeholder.js';
import type { PublicAsset, PublicBrand, PublicSpace, PublicText } from './public-documents.js';
import { site } from './site.js';

/** The addresses of a page's images, as the app asks for them (storageUrl, photoSrcSet). */
export type ImageUrls = {
  url: (path: string) => string;
  srcSet: (path: string) => string;
};

/** `¥12,100（税込）` (src/utils/format-yen-tax-included.ts). */
export function formatYenTaxIncluded(amount: number): string {
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}¥${digits}（税込）`;
}

function page(content: string, className?: string): string {
  return `<article class="${className ? `page ${className}` : 'page'}">${content}</article>`;
}

function title(text: string): string {
  return `<h1 class="page__title">${escapeHtml(text)}</h1>`;
}

function lead(text: string): string {
  return text ? `<p class="page__lead">${escapeHtml(text)}</p>` : '';
}

/** A page whose top is its heading and lead (お知らせ, FAQ, a brand's fixed pages…). */
export function simpleTop(heading: string, leadText = ''): string {
  return page(title(heading) + lead(leadText));
}

function priorityImage(values: Record<string, string | number | undefined>): string {
  return `<img${attributes({
    ...values,
    loading: 'eager',
    fetchpriority: 'high',
    decoding: 'sync',
  })}>`;
}

/** The home page's placeholder of a site page's markdown (site-page-section.tsx Placeholder). */
function markdownPlaceholder(markdown: string): string {
  const blocks = placeholderBlocks(markdown)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<p class="site-page-section__ph-heading"><span>${escapeHtml(block.text)}</span></p>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          const items = block.items
            .map((item) => `<li><span>${escapeHtml(item)}</span></li>`)
            .join('');
          return `<${tag}>${items}</${tag}>`;
        }
        case 'table':
          return `<div class="site-page-section__ph-table">${block.rows
            .map((row) => `<p><span>${escapeHtml(row)}</span></p>`)
            .join('')}</div>`;
        case 'paragraph':
          return `<p><span>${escapeHtml(block.text)}</span></p>`;
      }
    })
    .join('');
  return (
    '<div class="site-page-section__placeholder">' +
    '<p class="visually-hidden" role="status">読み込み中…</p>' +
    `<div aria-hidden="true">${blocks}</div></div>`
  );
}

/** `/`: the site's name, its tagline and the introduction (the page's largest text). */
export function homeTop(introduction: PublicText | null): string {
  const section = introduction
    ? '<section id="introduction" class="site-page-section site-page-section--lead" aria-labelledby="introduction-title">' +
      `<h2 id="introduction-title" class="site-page-section__title">${escapeHtml(introduction.title)}</h2>` +
      `${markdownPlaceholder(introduction.body)}</section>`
    : '';
  return page(title(site.name) + lead(site.tagline) + section, 'page--hero');
}

/** `/{brandId}`: name, tagline, hero (the largest image), description and the two buttons. */
export function brandHomeTop(brand: PublicBrand, images: ImageUrls): string {
  const base = `/${encodeURIComponent(brand.id)}`;
  const hero = brand.heroPath
    ? priorityImage({
        src: images.url(brand.heroPath),
        alt: '',
        width: 1200,
        height: 480,
        class: 'brand-home__hero',
      })
    : '';
  const description = brand.description
    ? `<p class="brand-home__description">${escapeHtml(brand.description)}</p>`
    : '';
  const buttons =
    '<p class="brand-home__cta">' +
    `<a class="button button--primary" href="${base}/list">物件を探す</a>` +
    `<a class="button button--secondary" href="${base}/flow">ご利用の流れ</a></p>`;
  return page(title(brand.name) + lead(brand.tagline) + hero + description + buttons);
}

function select(id: string, label: string, option: string, value = ''): string {
  return (
    `<div class="list-filter__field"><label for="${id}">${escapeHtml(label)}</label>` +
    `<select id="${id}"><option value="${escapeHtml(value)}">${escapeHtml(option)}</option></select></div>`
  );
}

/** The list's filters as they first show (nothing chosen; folded on a phone). */
function listFilterHtml(): string {
  return (
    // inert: these controls work only once the app has taken over (it draws the same form).
    '<section class="list-filter" aria-label="物件の絞り込み" inert>' +
    '<button type="button" class="list-filter__toggle" aria-expanded="false" aria-controls="prerender-filters">' +
    '条件で絞り込む<span aria-hidden="true">▼</span></button>' +
    '<div id="prerender-filters" class="list-filter__panel">' +
    select('prerender-prefecture', '都道府県', 'すべて') +
    select('prerender-city', '市区町村', '都道府県を先に選択') +
    select('prerender-type', '区画タイプ', 'すべて') +
    '<fieldset class="list-filter__range"><legend>月額（税込）</legend>' +
    select('prerender-fee-min', '下限', '下限なし') +
    select('prerender-fee-max', '上限', '上限なし') +
    '</fieldset>' +
    '<fieldset class="list-filter__range"><legend>広さ（1帖 = 1.62m²）</legend>' +
    select('prerender-area-min', '下限', '下限なし') +
    select('prerender-area-max', '上限', '上限なし') +
    '</fieldset>' +
    '<div class="list-filter__check"><label><input type="checkbox">空きのある区画だけ</label></div>' +
    select('prerender-sort', '並び順', '物件番号順', 'asset-number') +
    '</div></section>'
  );
}

const vacancyOf = (asset: PublicAsset) =>
  asset.plans.reduce((sum, plan) => sum + plan.available, 0);

/** The card's 「月額 ¥X〜」: the lowest fee of a plan with a vacancy, else of any plan. */
function fromPrice(asset: PublicAsset): number | null {
  const lowest = (fees: number[]) => (fees.length === 0 ? null : Math.min(...fees));
  return (
    lowest(asset.plans.filter((plan) => plan.available > 0).map((plan) => plan.monthlyFee)) ??
    lowest(asset.plans.map((plan) => plan.monthlyFee))
  );
}

/** One asset card (src/features/assets/components/asset-card.tsx), its photo the page's main image. */
function assetCardHtml(brandId: string, asset: PublicAsset, images: ImageUrls): string {
  const photo = asset.imagePaths[0];
  const image = photo
    ? priorityImage({
        src: images.url(photo),
        srcset: images.srcSet(photo),
        alt: '',
        width: 800,
        height: 500,
        class: 'photo-frame asset-card__photo',
        sizes: '(min-width: 60rem) 20rem, 100vw',
      })
    : '<div class="photo-frame asset-card__photo asset-card__photo--none" aria-hidden="true"></div>';
  const vacant = vacancyOf(asset);
  const price = fromPrice(asset);
  const station = asset.stations[0];
  const href = `/${encodeURIComponent(brandId)}/${encodeURIComponent(asset.assetNumber)}`;
  return (
    `<article class="asset-card">${image}<div class="asset-card__body">` +
    `<h3 class="asset-card__name"><a class="asset-card__link" href="${escapeHtml(href)}">${escapeHtml(asset.name)}</a></h3>` +
    `<p class="asset-card__address">${escapeHtml(asset.prefecture + asset.city + asset.addressLine)}</p>` +
    (station
      ? `<p class="asset-card__station">${escapeHtml(`${station.line}「${station.station}」駅 徒歩${station.walkMinutes}分`)}</p>`
      : '') +
    '<p class="asset-card__facts">' +
    `<span class="${vacant > 0 ? 'asset-card__vacancy' : 'asset-card__vacancy asset-card__vacancy--full'}">${vacant > 0 ? `空き ${vacant}区画` : '満室'}</span>` +
    (price !== null
      ? `<span class="asset-card__price">月額 <strong>${formatYenTaxIncluded(price)}</strong>〜</span>`
      : '') +
    '</p></div></article>'
  );
}

/** Results per page of the list (src/app/routes/brand/list.tsx). */
const LIST_PAGE_SIZE = 20;

/**
 * `/{brandId}/list` without conditions: heading, lead, the search box's slot, the filters, the
 * count and the first card (its photo is the largest image). With conditions in the address
 * (other results, in another order) only the heading and the lead.
 */
export function brandListTop(
  brand: PublicBrand,
  assets: readonly PublicAsset[] | null,
  images: ImageUrls,
): string {
  const heading =
    title(`${brand.name}の物件一覧`) +
    lead('エリア・区画タイプ・料金・広さで絞り込めます。料金はすべて税込です。');
  if (!assets || assets.length === 0) return page(heading);
  const shown = Math.min(assets.length, LIST_PAGE_SIZE);
  const [first] = assets;
  return page(
    heading +
      '<div class="list-page__search"></div>' +
      listFilterHtml() +
      '<section class="asset-results" aria-labelledby="results-title">' +
      '<h2 id="results-title" tabindex="-1" class="asset-results__title">検索結果</h2>' +
      `<p class="asset-results__count" role="status">${assets.length}件の物件が見つかりました（1〜${shown}件を表示）</p>` +
      `<ul class="asset-cards"><li>${first ? assetCardHtml(brand.id, first, images) : ''}</li></ul>` +
      '</section>',
  );
}

/**
 * `/{brandId}/{assetId}`: name, breadcrumbs, number, the first photo (the largest image) with
 * the gallery's controls, and the summary: vacancies, the lowest monthly fee, the two buttons.
 */
export function assetTop(
  brand: PublicBrand,
  asset: PublicAsset,
  spaces: readonly PublicSpace[],
  images: ImageUrls,
): string {
  const base = `/${encodeURIComponent(brand.id)}`;
  const count = asset.imagePaths.length;
  const photo = asset.imagePaths[0];
  const gallery = photo
    ? `<section class="gallery" aria-roledescription="カルーセル" aria-label="${escapeHtml(`${asset.name}の写真`)}">` +
      '<ul class="gallery__track" tabindex="0" aria-label="写真（左右の矢印キーで切り替え）">' +
      `<li class="gallery__slide" aria-roledescription="スライド" aria-label="1 / ${count}">` +
      priorityImage({
        src: images.url(photo),
        srcset: images.srcSet(photo),
        alt: `${asset.name}の写真（1枚目）`,
        width: 800,
        height: 500,
        class: 'photo-frame gallery__image',
        sizes: '(min-width: 60rem) 56rem, 100vw',
      }) +
      '</li></ul>' +
      (count > 1
        ? '<div class="gallery__controls" inert>' +
          '<button type="button" class="gallery__button" disabled><span aria-hidden="true">‹</span> 前へ</button>' +
          `<p class="gallery__counter" aria-live="polite">1 / ${count}</p>` +
          '<button type="button" class="gallery__button">次へ <span aria-hidden="true">›</span></button>' +
          '</div>'
        : '') +
      '</section>'
    : '';
  const available = spaces.filter((space) => space.status === 'available');
  const cheapest = available.reduce<number | null>(
    (min, space) => (min === null || space.monthlyFee < min ? space.monthlyFee : min),
    null,
  );
  const vacancy =
    available.length > 0
      ? `<span class="asset-page__vacancy-count">空き ${available.length}区画</span><span> / 全${spaces.length}区画</span>`
      : '<span class="asset-page__vacancy-count">現在満室です</span>';
  const summary =
    '<div class="asset-page__summary">' +
    `<p class="asset-page__vacancy">${vacancy}</p>` +
    (cheapest !== null
      ? `<p class="asset-page__price">月額 <strong>${formatYenTaxIncluded(cheapest)}</strong>〜</p>`
      : '') +
    '<p class="asset-page__cta"><a class="button button--primary" href="#spaces">区画を選ぶ</a>' +
    `<a class="button button--secondary" href="${escapeHtml(`${base}/preview?asset=${encodeURIComponent(asset.assetNumber)}`)}">内見を予約する</a></p>` +
    '</div>';
  return page(
    title(asset.name) +
      '<nav aria-label="パンくずリスト" class="breadcrumbs"><ol>' +
      `<li><a href="${base}">${escapeHtml(brand.name)}</a></li>` +
      `<li><a href="${base}/list">物件一覧</a></li>` +
      `<li aria-current="page">${escapeHtml(asset.name)}</li></ol></nav>` +
      `<p class="asset-page__number">物件番号 ${escapeHtml(asset.assetNumber)}</p>` +
      `<div class="asset-page__top">${gallery}${summary}</div>`,
  );
}

/** The 404 page (src/components/errors/not-found.tsx) with the address that was asked for. */
export function notFoundTop(path: string): string {
  return (
    '<article class="error-page">' +
    '<p class="error-page__status" aria-hidden="true">404</p>' +
    '<h1 class="error-page__title">ページが見つかりません</h1>' +
    `<p class="error-page__text"><code class="error-page__path">${escapeHtml(path)}</code>` +
    '<span> は見つかりませんでした。アドレスに誤りがないかご確認ください。</span></p>' +
    '<p><a class="error-page__action" href="/">ホームへ戻る</a></p></article>'
  );
}
