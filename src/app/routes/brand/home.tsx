import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { usePublishedAssets } from '@/features/assets/api/get-published-assets';
import { AssetCard } from '@/features/assets/components/asset-card';
import { vacancyCount } from '@/features/assets/vacancy-count';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { brandKindLabels } from '@/lib/model/brand';
import { usePublishedFaqs } from '@/features/content/api/get-published-faqs';
import { LatestNotices } from '@/features/content/components/latest-notices';
import { storageUrl } from '@/lib/storage-url';
import './home.css';

/** How many assets with vacancies the brand page shows before 「すべての物件」. */
const featuredCount = 6;

type SectionProps = { brandId: string };

function VacantAssets({ brandId }: SectionProps) {
  const assets = usePublishedAssets(brandId);
  const vacant = assets.filter((asset) => vacancyCount(asset) > 0);
  if (assets.length === 0) {
    return <p>現在ご案内できる物件はありません。開業予定の物件はお知らせでご案内します。</p>;
  }
  return (
    <>
      {vacant.length === 0 ? (
        <p>ただいますべての物件が満室です。物件ページから空き待ちの内見予約をお受けしています。</p>
      ) : (
        <ul className="asset-cards">
          {vacant.slice(0, featuredCount).map((asset) => (
            <li key={asset.assetNumber}>
              <AssetCard brandId={brandId} asset={asset} />
            </li>
          ))}
        </ul>
      )}
      <p className="brand-home__more">
        <Link to={paths.brand.list.href(brandId)}>すべての物件を見る（{assets.length}件）</Link>
      </p>
    </>
  );
}

/** How many questions the brand page shows before 「よくある質問をすべて見る」. */
const faqCount = 4;

function FewFaqs({ brandId }: SectionProps) {
  const faqs = usePublishedFaqs(brandId).slice(0, faqCount);
  if (faqs.length === 0) return null;
  return (
    <ul className="brand-home__faqs">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** /{brandId}: the brand's front page. */
export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  if (!brand) return null;
  return (
    <Page
      title={`${brand.name}（${brandKindLabels[brand.kind]}）`}
      heading={brand.name}
      lead={brand.tagline}
      meta={{
        description: `${brand.tagline}。${brand.description}`,
        ...(brand.heroPath ? { image: storageUrl(brand.heroPath) } : {}),
      }}
    >
      {brand.heroPath ? (
        <StorageImage
          path={brand.heroPath}
          alt=""
          width={1200}
          height={480}
          priority
          className="brand-home__hero"
        />
      ) : null}
      {brand.description ? <p className="brand-home__description">{brand.description}</p> : null}
      <p className="brand-home__cta">
        <Link className="button button--primary" to={paths.brand.list.href(brandId)}>
          物件を探す
        </Link>
        <Link className="button button--secondary" to={paths.brand.flow.href(brandId)}>
          ご利用の流れ
        </Link>
      </p>

      <section className="brand-home__section" aria-labelledby="vacant-title">
        <h2 id="vacant-title">空きのある物件</h2>
        <SectionBoundary
          name="物件"
          fallback={<Skeleton height="18rem" count={2} label="物件を読み込み中…" />}
        >
          <VacantAssets brandId={brandId} />
        </SectionBoundary>
      </section>

      <section className="brand-home__section" aria-labelledby="notices-title">
        <h2 id="notices-title">お知らせ</h2>
        <SectionBoundary
          name="お知らせ"
          fallback={<Skeleton height="3.25rem" count={3} label="お知らせを読み込み中…" />}
        >
          <LatestNotices
            brandId={brandId}
            itemHref={(id) => paths.brand.notice.href(brandId, id)}
          />
        </SectionBoundary>
        <p className="brand-home__more">
          <Link to={paths.brand.notices.href(brandId)}>お知らせ一覧</Link>
        </p>
      </section>

      <section className="brand-home__section" aria-labelledby="faq-title">
        <h2 id="faq-title">よくある質問</h2>
        <SectionBoundary
          name="よくある質問"
          fallback={<Skeleton height="3rem" count={faqCount} label="よくある質問を読み込み中…" />}
        >
          <FewFaqs brandId={brandId} />
        </SectionBoundary>
        <p className="brand-home__more">
          <Link to={paths.brand.faq.href(brandId)}>よくある質問をすべて見る</Link>
        </p>
      </section>
    </Page>
  );
}
