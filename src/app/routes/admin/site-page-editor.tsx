import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import type { SitePageEditorProps } from '@/app/screen-props';
import { useRouteLine } from '@/app/use-route-line';
import { SitePageEditor } from '@/features/content/components/staff/site-page-editor';

type PageKey = SitePageEditorProps['pageKey'];

/**
 * The lead of each editor, and how the page shows on the home page. Kept here rather than on
 * the route lines because the lines are in the entry every visitor downloads, and these
 * sentences are for staff only.
 */
const copy: Record<PageKey, { lead: string; variant: 'lead' | 'plain' }> = {
  partnership: {
    lead: 'トップページに掲載するパートナーシップ（物件オーナー・事業者の方へ）の内容を編集します。',
    variant: 'plain',
  },
  transaction: {
    lead: 'サイト全体の特定商取引法に基づく表記を編集します。トップページの下のほうに表示されます。',
    variant: 'plain',
  },
  introduction: {
    lead: 'トップページの最初に表示するサービス紹介を編集します。',
    variant: 'lead',
  },
};

/**
 * /admin/js/{partnership,transaction,introduction} (admin-guarded): one editor for the
 * operator's pages site/{pageKey}, shown on the home page; page key and title come from the
 * route line.
 */
export function Component() {
  const { title, props } = useRouteLine<SitePageEditorProps>();
  const { lead, variant } = copy[props.pageKey];
  return (
    <Page title={title} lead={lead}>
      <SitePageEditor
        key={props.pageKey}
        pageKey={props.pageKey}
        pageName={title}
        publicHref={`${paths.home.href()}#${props.pageKey}`}
        variant={variant}
      />
    </Page>
  );
}
