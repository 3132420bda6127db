import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import {
  publishedBrandsQuery,
  usePublishedBrands,
} from '@/features/brands/api/get-published-brands';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';
import { sitePageQuery, useSitePage } from '@/features/content/api/get-site-page';
import { BrandDirectory } from '@/features/content/components/brand-directory';
import { HomeSection } from '@/features/content/components/home-section';
import { LatestNotices } from '@/features/content/components/latest-notices';
import { SitePageSection } from '@/features/content/components/site-page-section';

/** / — the brands, the operator's introduction (first paint) and the latest news (after). */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    void queryClient.prefetchQuery(publishedNoticesQuery(null));
    await Promise.all([
      queryClient.ensureQueryData(publishedBrandsQuery()),
      queryClient.ensureQueryData(sitePageQuery('introduction')),
      queryClient.ensureQueryData(sitePageQuery('partnership')),
      queryClient.ensureQueryData(sitePageQuery('transaction')),
    ]);
    return null;
  };

export function Component() {
  const brands = usePublishedBrands();
  const introduction = useSitePage('introduction');
  const partnership = useSitePage('partnership');
  const transaction = useSitePage('transaction');
  return (
    <Page
      title={paths.home.title}
      heading={site.name}
      lead={site.tagline}
      className="page--hero"
      meta={{ description: site.description }}
    >
      {introduction ? (
        <SitePageSection pageKey="introduction" page={introduction} variant="lead" />
      ) : null}

      <HomeSection title="ブランドから探す">
        <BrandDirectory brands={brands} />
      </HomeSection>

      <HomeSection title="お知らせ" more={{ to: paths.news.href(), label: 'お知らせ一覧' }}>
        <SectionBoundary
          name="お知らせ"
          fallback={<Skeleton height="3.25rem" count={3} label="お知らせを読み込み中…" />}
        >
          <LatestNotices brandId={null} itemHref={paths.newsItem.href} />
        </SectionBoundary>
      </HomeSection>

      {partnership ? <SitePageSection pageKey="partnership" page={partnership} /> : null}
      {transaction ? <SitePageSection pageKey="transaction" page={transaction} /> : null}
    </Page>
  );
}
