import { Page } from '@/components/page/page';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePublishedBrands } from '@/features/brands/api/get-published-brands';
import { useSitePage } from '@/features/content/api/get-site-page';
import { BrandDirectory } from '@/features/content/components/brand-directory';
import { HomeSection } from '@/features/content/components/home-section';
import { LatestNotices } from '@/features/content/components/latest-notices';
import { SitePageSection } from '@/features/content/components/site-page-section';
import { AssetSearchBox } from '@/features/search/components/asset-search-box';

export function Component() {
  const brands = usePublishedBrands();
  const introduction = useSitePage('introduction');
  const partnership = useSitePage('partnership');
  const transaction = useSitePage('transaction');
  return (
    <Page
      title={site.tagline}
      heading={site.name}
      lead={site.tagline}
      className="page--hero"
      meta={{ description: site.description }}
    >
      {introduction ? (
        <SitePageSection pageKey="introduction" page={introduction} variant="lead" />
      ) : null}

      <HomeSection title="物件を探す">
        <AssetSearchBox />
      </HomeSection>

      <HomeSection title="ブランドから探す">
        <BrandDirectory brands={brands} />
      </HomeSection>

      <HomeSection title="お知らせ" more={{ to: paths.notices.href(), label: 'お知らせ一覧' }}>
        <SectionBoundary
          name="お知らせ"
          fallback={<Skeleton height="3.25rem" count={3} label="お知らせを読み込み中…" />}
        >
          <LatestNotices brandId={null} itemHref={paths.notice.href} />
        </SectionBoundary>
      </HomeSection>

      {partnership ? <SitePageSection pageKey="partnership" page={partnership} /> : null}
      {transaction ? <SitePageSection pageKey="transaction" page={transaction} /> : null}
    </Page>
  );
}
