import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { requireFound } from '@/app/loaders/require-found';
import type { BrandPageEditorProps } from '@/app/screen-props';
import { useRouteLine } from '@/app/use-route-line';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { AgreedTerms } from '@/features/applications/components/staff/agreed-terms';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { AnnotationSection } from '@/features/content/components/annotation-section';
import { BrandPageBody } from '@/features/content/components/brand-page-view';
import { brandPageDisplay } from '@/features/content/brand-page-display';
import type { PublicBrandPageKey } from '@/features/content/brand-page-display';
import { BrandPageEditor } from '@/features/content/components/staff/brand-page-editor';
import { PreviewPage } from '@/features/content/components/staff/preview-page';
import { useBillingSettingsQuery } from '@/features/payment/api/get-billing-settings';
import type { BrandPage } from '@/lib/model/brand-page';
import { paymentTerms, withPaymentTerms } from '#shared/model/payment-terms.js';

type PageKey = BrandPageEditorProps['pageKey'];
type BrandPath = { title: string; href: (brandId: string) => string };

/**
 * What differs between the editors, by page: the lead (after the brand's name), where the page
 * shows, and the preview. Kept here rather than on the route lines because the lines are in the
 * entry every visitor downloads, and these sentences are for staff only.
 */
type EditorCopy = {
  lead: string;
  whereShown: string;
  versioned?: boolean;
  /** false: the page's タイトル shows nowhere, so the editor does not ask for it. */
  titleEditable?: boolean;
  newPageTitle?: string;
  previewNote?: string;
  renderPreview: (page: BrandPage) => ReactNode;
  /** The public page, for 「公開ページを見る」; none for parts of other pages. */
  publicPath?: BrandPath;
};

const publicPaths = {
  flow: paths.brand.flow,
  terms: paths.brand.terms,
  'privacy-policy': paths.brand.privacyPolicy,
  'company-overview': paths.brand.companyOverview,
  transaction: paths.brand.transaction,
} satisfies Record<PublicBrandPageKey, BrandPath>;

/** A page visitors open on its own: a link to it, and a preview of it as they see it. */
const publicPage = (key: PublicBrandPageKey, copy: Omit<EditorCopy, 'renderPreview'>) => ({
  ...copy,
  publicPath: publicPaths[key],
  renderPreview: (page: BrandPage) => (
    <PreviewPage title={page.title || publicPaths[key].title}>
      <BrandPageBody page={page} {...brandPageDisplay[key]} />
    </PreviewPage>
  ),
});

/**
 * The 特定商取引法 page as visitors see it: its 支払方法・支払時期 rows from the brand's saved
 * お支払い設定 (the same withPaymentTerms as the public page).
 */
function TransactionPreview({ page }: { page: BrandPage }) {
  const brandId = useParams()['brandId'] ?? '';
  const settings = useBillingSettingsQuery(brandId);
  const terms = paymentTerms({ methods: settings.data?.paymentMethods ?? [] });
  return (
    <PreviewPage title={page.title || paths.brand.transaction.title}>
      <BrandPageBody
        page={page}
        {...brandPageDisplay.transaction}
        bodyOf={(body) => withPaymentTerms(body, terms)}
      />
    </PreviewPage>
  );
}

const copy: Record<PageKey, EditorCopy> = {
  terms: publicPage('terms', {
    lead: 'の利用規約を編集します。お客さまはお申し込みのときにこの規約に同意します。',
    whereShown: '公開ページの「利用規約」と、お申し込み画面の同意欄に表示されます。',
    versioned: true,
  }),
  'privacy-policy': publicPage('privacy-policy', {
    lead: 'のプライバシーポリシーを編集します。',
    whereShown: '公開ページの「プライバシーポリシー」に表示されます。',
  }),
  transaction: {
    ...publicPage('transaction', {
      lead: 'の特定商取引法に基づく表記を編集します。',
      whereShown:
        '公開ページの「特定商取引法に基づく表記」に表示されます。表の「支払方法」「支払時期」の行は「お支払い設定」から自動で作られ、ここに書いた内容は置き換えられます。',
    }),
    renderPreview: (page) => <TransactionPreview page={page} />,
  },
  'company-overview': publicPage('company-overview', {
    lead: 'の会社概要を編集します。',
    whereShown: '公開ページの「会社概要」に表示されます。',
  }),
  annotation: {
    lead: 'のお申し込み画面で、区画の上に表示する注記を編集します。',
    whereShown:
      'お申し込み画面（入力ステップ）の区画の情報の上に表示されます。本文が空のときは表示されません。',
    newPageTitle: 'お申し込みの前にご確認ください',
    previewNote: 'お申し込み画面での表示',
    renderPreview: (page) =>
      page.body ? (
        <AnnotationSection page={page} headingId="annotation-preview" />
      ) : (
        <p className="admin-hint">本文が空のあいだ、注記は表示されません。</p>
      ),
  },
  thanks: {
    lead: 'のお申し込み完了ページに表示する文章を編集します。',
    // The thanks page shows the 本文 under its own heading: a タイトル would show nowhere.
    titleEditable: false,
    whereShown:
      'お申し込み完了ページの受付番号の下に表示されます。本文が空のときは表示されません。',
    previewNote: 'お申し込み完了ページでの表示（受付番号の下）',
    renderPreview: (page) =>
      page.body ? (
        <MarkdownContent headingShift={0}>{page.body}</MarkdownContent>
      ) : (
        <p className="admin-hint">本文が空のあいだ、完了ページには何も追加されません。</p>
      ),
  },
};

/**
 * /admin/brands/{brandId}/{terms,privacy-policy,transaction,company-overview,annotation,
 * thanks-page} (admin-guarded): one editor for a brand's fixed pages; the page key and the
 * title come from the route line. The loader (loaders/admin/brand-page-loader) made an
 * unknown brand the 404 page.
 */
export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const { title, props } = useRouteLine<BrandPageEditorProps>();
  const { pageKey } = props;
  const brand = requireFound(useAdminBrand(brandId));
  const { lead, publicPath, ...editor } = copy[pageKey];
  return (
    <Page title={`${title}（${brand.name}）`} heading={title} lead={`${brand.name}${lead}`}>
      <BrandPageEditor
        key={`${brandId}/${pageKey}`}
        brandId={brandId}
        pageKey={pageKey}
        pageName={title}
        publicHref={publicPath ? publicPath.href(brandId) : null}
        {...editor}
        earlierVersions={
          editor.versioned
            ? (current) => (
                <ul className="agreed-terms-list">
                  {Array.from({ length: current - 1 }, (_, i) => current - 1 - i).map((version) => (
                    <li key={version}>
                      <AgreedTerms brandId={brandId} version={version} />
                    </li>
                  ))}
                </ul>
              )
            : undefined
        }
      />
    </Page>
  );
}
