import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import type { BrandPage, BrandPageKey } from '@/lib/model/brand-page';
import { useAdminBrandPage } from '../../api/admin-get-brand-page';
import { useSaveBrandPage } from '../../api/admin-save-brand-page';
import { contentAdminMessages } from '../../content-admin-messages';
import type { PageFields } from '../../page-form-schema';
import { ContentPageEditor, LastUpdated } from './content-page-editor';
import './content-admin.css';

export type BrandPageEditorProps = {
  brandId: string;
  pageKey: BrandPageKey;
  /** The page's name (利用規約): the form's name, and the title of a page not written yet. */
  pageName: string;
  /** The title a page not written yet starts with, when it is not the page's name. */
  newPageTitle?: string;
  /**
   * 利用規約: show the current 版, say what a new one means for customers, and ask before each
   * save (applications record the 版 they agreed to).
   */
  versioned?: boolean;
  /** false for a page whose タイトル shows nowhere (完了ページ): only the 本文 is edited. */
  titleEditable?: boolean;
  /** Where visitors see this page, in a sentence. */
  whereShown: ReactNode;
  /** The public page, when it has one of its own. */
  publicHref?: string | null;
  /** The public page's rendering of the draft as it will be stored (next 版, today's date). */
  renderPreview: (page: BrandPage) => ReactNode;
  previewNote?: ReactNode;
  /**
   * 利用規約: the 版 before `current`, each to be read as it was saved (これまでの版); the
   * screen composes it, since reading an old 版 is the applications' staff view too.
   */
  earlierVersions?: (current: number) => ReactNode;
};

/**
 * The editor of a brand's fixed page (利用規約, プライバシーポリシー, 会社概要, 特定商取引法に
 * 基づく表記, 注記, 完了ページ). Every save writes the next 版 (a new page is 第1版).
 */
export function BrandPageEditor({
  brandId,
  pageKey,
  pageName,
  newPageTitle = pageName,
  versioned = false,
  titleEditable = true,
  whereShown,
  publicHref = null,
  renderPreview,
  previewNote,
  earlierVersions,
}: BrandPageEditorProps) {
  const stored = useAdminBrandPage(brandId, pageKey);
  const saveBrandPage = useSaveBrandPage();
  // The 版 this editor started from (or last saved): a save writes exactly the next one.
  const [baseVersion, setBaseVersion] = useState<number | null>(stored?.version ?? null);
  const nextVersion = (baseVersion ?? 0) + 1;

  const save = async (fields: PageFields) => {
    const version = await saveBrandPage.mutateAsync({ brandId, key: pageKey, fields, baseVersion });
    setBaseVersion(version);
    return versioned ? contentAdminMessages.savedVersion(version) : contentAdminMessages.saved;
  };

  const status = (
    <AdminSection title={versioned ? '現在の版' : 'ページの状態'} className="content-status">
      {stored && baseVersion !== null ? (
        <p className="content-status__current">
          {versioned ? <strong>第{baseVersion}版</strong> : null}
          <LastUpdated at={stored.updatedAt} />
        </p>
      ) : (
        <p className="content-status__current">まだ保存されていません。</p>
      )}
      {versioned ? (
        <p className="content-status__effect">
          保存すると<strong>第{nextVersion}版</strong>になります。
          {contentAdminMessages.termsVersionEffect}
        </p>
      ) : null}
      <p className="admin-hint">
        {whereShown}
        {publicHref ? (
          <>
            {' '}
            <Link to={publicHref}>公開ページを見る</Link>
          </>
        ) : null}
      </p>
    </AdminSection>
  );

  return (
    <div className="content-page">
      {status}
      <ContentPageEditor
        initial={{ title: stored?.title ?? newPageTitle, body: stored?.body ?? '' }}
        save={save}
        renderPreview={(draft) =>
          renderPreview({ ...draft, version: nextVersion, updatedAt: new Date() })
        }
        previewNote={previewNote}
        label={`${pageName}の編集`}
        titleEditable={titleEditable}
        confirmation={
          versioned
            ? {
                title: `${pageName}を第${nextVersion}版として保存しますか？`,
                confirmLabel: `第${nextVersion}版として保存する`,
                body: (
                  <>
                    <p>
                      保存すると第{nextVersion}版になります。
                      {contentAdminMessages.termsVersionEffect}
                    </p>
                    <p>版は戻せません。内容をプレビューで確かめてから保存してください。</p>
                  </>
                ),
              }
            : null
        }
      />
      {earlierVersions && baseVersion !== null && baseVersion > 1 ? (
        <AdminSection
          title="これまでの版"
          description="お申し込み済みのお客さまは、同意した時点の版のままです。開くと、その版の本文を表示します。"
        >
          {earlierVersions(baseVersion)}
        </AdminSection>
      ) : null}
    </div>
  );
}
