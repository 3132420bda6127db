import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { LayoutFrame } from '@/components/layouts/layout-frame';
import { NavList } from '@/components/layouts/nav-list';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { signOut } from '@/features/auth/sign-out';
import { useHydrated, useThemeColor } from '@/hooks/page-head';
import { useAuthState } from '@/features/auth/use-auth-state';
import { publishedBrandQuery } from '@/features/brands/api/get-published-brand';
import type { Brand } from '@/lib/model/brand';
import { brandKindLabels } from '@/lib/model/brand';
import { brandPalette } from '@/utils/brand-palette';
import { isBrandId } from '@/utils/is-brand-id';
import './layouts.css';

type BrandPageName =
  | 'home'
  | 'list'
  | 'flow'
  | 'faq'
  | 'notices'
  | 'contact'
  | 'viewingRequest'
  | 'terms'
  | 'privacyPolicy'
  | 'companyOverview'
  | 'transaction'
  | 'sitemap';

/** Menu links to a brand's pages; those in `sections` stay current on their sub-pages too. */
function brandLinks(
  brandId: string,
  names: readonly BrandPageName[],
  sections: readonly BrandPageName[] = [],
) {
  return names.map((name) => ({
    to: paths.brand[name].href(brandId),
    label: paths.brand[name].title,
    ...(sections.includes(name) ? { end: false } : {}),
  }));
}

function brandNav(brandId: string) {
  return brandLinks(
    brandId,
    ['home', 'list', 'flow', 'faq', 'notices', 'contact', 'viewingRequest'],
    ['notices', 'contact', 'viewingRequest'],
  );
}

const siteNav = [
  { to: paths.home.href(), label: paths.home.title },
  { to: paths.notices.href(), label: paths.notices.title, end: false },
  { to: paths.faq.href(), label: paths.faq.title },
];

function legalNav(brandId: string) {
  return brandLinks(brandId, [
    'terms',
    'privacyPolicy',
    'companyOverview',
    'transaction',
    'sitemap',
  ]);
}

/** The theme colour as custom properties; every colour keeps WCAG AA contrast. */
function themeStyle(brand: Brand | null | undefined): CSSProperties | undefined {
  if (!brand) return undefined;
  const palette = brandPalette(brand.themeColor);
  return {
    '--brand-color': palette.color,
    '--brand-on-color': palette.onColor,
    '--color-accent': palette.accent,
  } as CSSProperties;
}

type AccountProps = { brandId: string };

/** ログイン for visitors; マイユニット and ログアウト (spec sign-out transition) when signed in. */
function Account({ brandId }: AccountProps) {
  const signedIn = useAuthState().userEmail !== '';
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  if (!signedIn) {
    return (
      <Link className="header-bar__account" to={paths.brand.login.href(brandId)}>
        ログイン
      </Link>
    );
  }
  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      // The home page then says so (SignedOutNotice), until the next page.
      await navigate(paths.brand.home.href(brandId), { state: { signedOut: true } });
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <div className="header-bar__session">
      <Link className="header-bar__account" to={paths.brand.myunit.href(brandId)}>
        マイユニット
      </Link>
      <button
        type="button"
        className="header-bar__button"
        disabled={signingOut}
        onClick={() => void onSignOut()}
      >
        {signingOut ? 'ログアウト中…' : 'ログアウト'}
      </button>
    </div>
  );
}

/** 「ログアウトしました。」 on the page sign-out leads to (a live region, so it is announced). */
function SignedOutNotice() {
  const state = useLocation().state as { signedOut?: unknown } | null;
  const shown = state?.signedOut === true;
  return (
    <p role="status" className={shown ? 'header-bar__notice' : 'visually-hidden'}>
      {shown ? 'ログアウトしました。' : ''}
    </p>
  );
}

type BrandContactProps = { brand: Brand };

/** The brand's contact block: phone (a tel: link), hours and e-mail. */
function BrandContact({ brand }: BrandContactProps) {
  const { phone, hours, email } = brand.contact;
  return (
    <section className="brand-contact" aria-labelledby="brand-contact-title">
      <h2 id="brand-contact-title" className="brand-contact__title">
        {brand.name}へのお問い合わせ
      </h2>
      <p className="brand-contact__phone">
        <a href={`tel:${phone.replace(/-/g, '')}`}>
          <span className="brand-contact__label">電話</span> {phone}
        </a>
      </p>
      {hours ? <p className="brand-contact__line">受付時間：{hours}</p> : null}
      <p className="brand-contact__line">
        メール：<a href={`mailto:${email}`}>{email}</a>
      </p>
    </section>
  );
}

/**
 * The default layout: a brand's pages, its asset page and /{brandId}/myunit. It shows the
 * brand (logo, name, theme colour, menus, contact block) once the brand is known; the leaf
 * routes' loaders have already fetched it. An address whose first segment is no published
 * brand (the 404 page here) gets the site's menu instead.
 */
export function Component() {
  const params = useParams();
  const candidate = params['brandId'];
  const brandId = isBrandId(candidate) ? candidate : null;
  const { data: brand } = useQuery({
    ...publishedBrandQuery(brandId ?? ''),
    enabled: brandId !== null,
  });
  const shown = brandId && brand ? { id: brandId, brand } : null;
  // The CSP keeps inline styles out of HTML: a page from the server has the brand's colours from
  // its /_theme/ style sheet, and the app sets them here once it has taken the page over.
  const hydrated = useHydrated();
  useThemeColor(shown?.brand.themeColor);

  const header = (
    <div className="header-bar">
      <div className="header-bar__row">
        {shown ? (
          <Link className="header-bar__logo brand-logo" to={paths.brand.home.href(shown.id)}>
            {shown.brand.logoPath ? (
              <StorageImage
                path={shown.brand.logoPath}
                alt=""
                width={40}
                height={40}
                priority
                className="brand-logo__image"
              />
            ) : null}
            <span className="brand-logo__text">
              <span className="brand-logo__name">{shown.brand.name}</span>
              <span className="brand-logo__kind">{brandKindLabels[shown.brand.kind]}</span>
            </span>
          </Link>
        ) : (
          <Link className="header-bar__logo" to={paths.home.href()}>
            {site.name}
          </Link>
        )}
        {shown ? <Account brandId={shown.id} /> : null}
      </div>
      {shown ? (
        <NavList label={`${shown.brand.name}のメニュー`} items={brandNav(shown.id)} />
      ) : (
        <NavList label="サイト内" items={siteNav} />
      )}
      <SignedOutNotice />
    </div>
  );

  const footer = (
    <div className="footer-bar">
      {shown ? <BrandContact brand={shown.brand} /> : null}
      {shown ? (
        <NavList label="規約・会社情報" items={legalNav(shown.id)} className="footer-bar__nav" />
      ) : null}
      <p className="footer-bar__copyright">
        {shown ? <>© {shown.brand.name} ・ </> : null}
        <Link to={paths.home.href()}>{site.name}</Link>
      </p>
    </div>
  );

  return (
    <div
      className={shown ? 'brand-theme' : undefined}
      style={hydrated ? themeStyle(shown?.brand) : undefined}
    >
      <LayoutFrame variant="default" header={header} footer={footer}>
        <Outlet />
      </LayoutFrame>
    </div>
  );
}
