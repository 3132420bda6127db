import { Page } from '@/components/page/page';
import type { BrandPageKey } from '@/lib/model/brand-page';
import { useBrandPage } from '../api/get-brand-page';
import { BrandPageBody } from './brand-page-body';

export type BrandPageViewProps = {
  brandId: string;
  pageKey: BrandPageKey;
  /** The route's title, used when the stored page has none to show. */
  fallbackTitle: string;
  /** Show 第N版 and the update date (利用規約: applications record the version agreed to). */
  showVersion?: boolean;
  /** A table of contents of the `##` headings, linking to them by #hash. */
  showOutline?: boolean;
};

/** A brand's fixed page (利用規約, 会社概要…) as staff wrote it in markdown. */
export function BrandPageView({
  brandId,
  pageKey,
  fallbackTitle,
  showVersion = false,
  showOutline = false,
}: BrandPageViewProps) {
  const page = useBrandPage(brandId, pageKey);
  if (!page) return null;
  return (
    <Page title={page.title || fallbackTitle} meta={{ description: page.body.slice(0, 120) }}>
      <BrandPageBody page={page} showVersion={showVersion} showOutline={showOutline} />
    </Page>
  );
}
