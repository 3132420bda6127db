/**
 * The layouts' frames as the app renders them (src/app/layouts/top-layout.tsx,
 * default-layout.tsx, src/components/layouts/*): the same elements and classes, so the entry's
 * style sheet lays the pre-rendered top out exactly where the app will put it, and the app can
 * take the page over without anything moving (test/e2e/public-html.test.ts compares them).
 * Only the header and the top of `<main>`: the footer comes with the app.
 */
import { attributes, escapeHtml } from './html.js';
import type { PublicBrand } from './public-documents.js';
import { site } from './site.js';

export type NavItem = { href: string; label: string; end?: boolean };

const brandKindNames: Readonly<Record<string, string>> = {
  'trunk-room': 'トランクルーム',
  'bike-garage': 'バイクガレージ',
  container: 'コンテナ',
  parking: '駐車場',
};

/** The brand's kind as its header names it (src/lib/model/brand.ts brandKindLabels). */
export function brandKindName(kind: string): string {
  return brandKindNames[kind] ?? '';
}

/** NavLink's current page: the same address, or below it when `end` is false. */
function isCurrent(item: NavItem, path: string): boolean {
  if (item.href === path) return true;
  return item.end === false && path.startsWith(`${item.href}/`);
}

/** A `NavList`: a labelled `<nav>` whose current link carries `aria-current` and `active`. */
export function navListHtml(label: string, items: readonly NavItem[], path: string): string {
  const links = items
    .map((item) => {
      const current = isCurrent(item, path);
      return `<li><a${attributes({
        'aria-current': current ? 'page' : undefined,
        class: current ? 'nav-list__link active' : 'nav-list__link',
        href: item.href,
      })}>${escapeHtml(item.label)}</a></li>`;
    })
    .join('');
  return `<nav${attributes({ 'aria-label': label, class: 'nav-list' })}><ul class="nav-list__items">${links}</ul></nav>`;
}

export const siteNav: readonly NavItem[] = [
  { href: '/', label: 'ホーム' },
  { href: '/news', label: 'お知らせ', end: false },
  { href: '/faq', label: 'よくある質問' },
];

/** The brand's menu (default-layout.tsx brandNav). */
export function brandNav(brandId: string): NavItem[] {
  const base = `/${encodeURIComponent(brandId)}`;
  return [
    { href: base, label: 'トップ' },
    { href: `${base}/list`, label: '物件一覧' },
    { href: `${base}/flow`, label: 'ご利用の流れ' },
    { href: `${base}/faq`, label: 'よくある質問' },
    { href: `${base}/info`, label: 'お知らせ', end: false },
    { href: `${base}/contact`, label: 'お問い合わせ', end: false },
    { href: `${base}/preview`, label: '内見予約', end: false },
  ];
}

function frame(variant: 'top' | 'default', header: string, main: string): string {
  return (
    `<div class="layout layout--${variant}">` +
    '<a class="skip-link" href="#main">本文へスキップ</a>' +
    `<header class="layout__header">${header}</header>` +
    `<main id="main" class="layout__main" tabindex="-1">${main}</main>` +
    '</div>'
  );
}

/** The top layout (`/`, `/faq`, `/news`, `/news/{id}`) around the page's top. */
export function topLayoutHtml(path: string, main: string): string {
  const header =
    '<div class="header-bar">' +
    `<a class="header-bar__logo" href="/">${escapeHtml(site.name)}</a>` +
    navListHtml('サイト内', siteNav, path) +
    '</div>';
  return frame('top', header, main);
}

export type BrandLayoutOptions = {
  path: string;
  /** The published brand, or null for an address whose first segment is no published brand. */
  brand: PublicBrand | null;
  /** The address of the brand's logo, when it has one. */
  logoUrl: string | null;
};

/**
 * The default layout (a brand's pages) around the page's top: the brand's logo, name, kind,
 * ログイン (the signed-out header: a signed-in visitor's マイユニット comes with the app) and
 * menu; the site's name and menu when the brand is unknown. The theme colours come from the
 * brand's theme style sheet (`/_theme/{colour}.css`): the CSP allows no inline style.
 */
export function brandLayoutHtml(
  { path, brand, logoUrl }: BrandLayoutOptions,
  main: string,
): string {
  if (!brand) {
    const header =
      '<div class="header-bar"><div class="header-bar__row">' +
      `<a class="header-bar__logo" href="/">${escapeHtml(site.name)}</a>` +
      '</div>' +
      navListHtml('サイト内', siteNav, path) +
      '<p role="status" class="visually-hidden"></p></div>';
    return `<div>${frame('default', header, main)}</div>`;
  }
  const base = `/${encodeURIComponent(brand.id)}`;
  const logo = logoUrl
    ? `<img${attributes({
        src: logoUrl,
        alt: '',
        width: 40,
        height: 40,
        loading: 'eager',
        fetchpriority: 'high',
        decoding: 'sync',
        class: 'brand-logo__image',
      })}>`
    : '';
  const header =
    '<div class="header-bar"><div class="header-bar__row">' +
    `<a class="header-bar__logo brand-logo" href="${escapeHtml(base)}">${logo}` +
    '<span class="brand-logo__text">' +
    `<span class="brand-logo__name">${escapeHtml(brand.name)}</span>` +
    `<span class="brand-logo__kind">${escapeHtml(brandKindName(brand.kind))}</span>` +
    '</span></a>' +
    `<a class="header-bar__account" href="${escapeHtml(`${base}/login`)}">ログイン</a>` +
    '</div>' +
    navListHtml(`${brand.name}のメニュー`, brandNav(brand.id), path) +
    '<p role="status" class="visually-hidden"></p></div>';
  return `<div class="brand-theme">${frame('default', header, main)}</div>`;
}
