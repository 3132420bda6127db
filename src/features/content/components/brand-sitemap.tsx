import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Asset } from '@/lib/model/asset';
import './brand-sitemap.css';

export type BrandSitemapProps = {
  brandId: string;
  /** The brand's published assets in asset-number order. */
  assets: readonly Pick<Asset, 'assetNumber' | 'name' | 'prefecture' | 'city'>[];
};

type PageLink = { to: string; label: string };
type PageGroup = { title: string; links: PageLink[] };

/** The brand's public pages a visitor can open directly, by what they are for. */
function pageGroups(brandId: string): PageGroup[] {
  const b = paths.brand;
  const link = (path: { href: (brand: string) => string; title: string }): PageLink => ({
    to: path.href(brandId),
    label: path.title,
  });
  return [
    { title: '物件を探す', links: [link(b.home), link(b.list)] },
    {
      title: 'ご利用案内',
      links: [link(b.flow), link(b.faq), link(b.notices), link(b.contact), link(b.viewingRequest)],
    },
    {
      title: '規約・会社情報',
      links: [link(b.terms), link(b.privacyPolicy), link(b.companyOverview), link(b.transaction)],
    },
    { title: '会員の方', links: [link(b.login)] },
  ];
}

/** Assets by prefecture, prefectures in the order their first asset appears. */
function byPrefecture(assets: BrandSitemapProps['assets']) {
  const groups = new Map<string, BrandSitemapProps['assets'][number][]>();
  for (const asset of assets) {
    const group = groups.get(asset.prefecture);
    if (group) group.push(asset);
    else groups.set(asset.prefecture, [asset]);
  }
  return [...groups];
}

/** Every page of a brand and every published asset, as links under headings. */
export function BrandSitemap({ brandId, assets }: BrandSitemapProps) {
  const id = useId();
  return (
    <div className="brand-sitemap">
      <div className="brand-sitemap__pages">
        {pageGroups(brandId).map((group, index) => (
          <section
            key={group.title}
            className="brand-sitemap__group"
            aria-labelledby={`${id}-page-${index}`}
          >
            <h2 id={`${id}-page-${index}`} className="brand-sitemap__title">
              {group.title}
            </h2>
            <ul className="brand-sitemap__links">
              {group.links.map((page) => (
                <li key={page.to}>
                  <Link to={page.to}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <section className="brand-sitemap__group" aria-labelledby={`${id}-assets`}>
        <h2 id={`${id}-assets`} className="brand-sitemap__title">
          物件（{assets.length}件）
        </h2>
        {assets.length === 0 ? (
          <p className="brand-sitemap__empty">現在公開している物件はありません。</p>
        ) : (
          byPrefecture(assets).map(([prefecture, items]) => (
            <div key={prefecture} className="brand-sitemap__prefecture">
              <h3 className="brand-sitemap__subtitle">{prefecture}</h3>
              <ul className="brand-sitemap__links brand-sitemap__links--assets">
                {items.map((asset) => (
                  <li key={asset.assetNumber}>
                    <Link to={paths.brand.asset.href(brandId, asset.assetNumber)}>
                      {asset.name}
                    </Link>
                    <span className="brand-sitemap__note">
                      {asset.city}・物件番号 {asset.assetNumber}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
