import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import type { SitePageKey } from '@/lib/model/site-page';
import { useAdminSitePage } from '../../api/admin-get-site-page';
import { useSaveSitePage } from '../../api/admin-save-site-page';
import { contentAdminMessages } from '../../content-admin-messages';
import type { PageFields } from '../../page-form-schema';
import { ContentPageEditor, LastUpdated } from './content-page-editor';
import { SitePagePreview } from './site-page-preview';
import './content-admin.css';

export type SitePageEditorProps = {
  pageKey: SitePageKey;
  /** The page's name (パートナーシップ): the title of a page not written yet. */
  pageName: string;
  /** Where the home page shows it (`/#partnership`). */
  publicHref: string;
  /** サービス紹介 opens the home page in a tinted box; the other two are plain sections. */
  variant?: 'lead' | 'plain';
};

/** The editor of one of the operator's pages (site/{key}), shown as a section of the home page. */
export function SitePageEditor({
  pageKey,
  pageName,
  publicHref,
  variant = 'plain',
}: SitePageEditorProps) {
  const stored = useAdminSitePage(pageKey);
  const saveSitePage = useSaveSitePage();

  const save = async (fields: PageFields) => {
    await saveSitePage.mutateAsync({ key: pageKey, fields });
    return contentAdminMessages.saved;
  };

  return (
    <div className="content-page">
      <AdminSection title="ページの状態" className="content-status">
        <p className="content-status__current">
          {stored ? <LastUpdated at={stored.updatedAt} /> : 'まだ保存されていません。'}
        </p>
        <p className="admin-hint">
          トップページの一部として表示されます。 <Link to={publicHref}>公開ページを見る</Link>
        </p>
      </AdminSection>
      <ContentPageEditor
        initial={{ title: stored?.title ?? pageName, body: stored?.body ?? '' }}
        save={save}
        renderPreview={(draft) => <SitePagePreview page={draft} variant={variant} />}
        previewNote="トップページでの表示"
        label={`${pageName}の編集`}
      />
    </div>
  );
}
