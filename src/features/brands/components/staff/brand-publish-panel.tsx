import { useState } from 'react';
import { Link } from 'react-router';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import type { Brand } from '@/lib/model/brand';
import { useBrandReadiness } from '../../api/admin-get-brand-readiness';
import { useSetBrandPublished } from '../../api/admin-set-brand-published';
import { BrandReadinessList } from './brand-readiness-list';

export type BrandPublishPanelProps = {
  brandId: string;
  brand: Brand;
  onChanged: (published: boolean) => void;
};

/**
 * 公開状態: whether visitors can see the brand, a link to its public page, what it still lacks
 * to take applications, and 公開する / 非公開にする behind a confirmation that says what visitors
 * will start or stop seeing. Publishing with something missing (or not yet checked) needs an
 * explicit tick in the dialog.
 */
export function BrandPublishPanel({ brandId, brand, onChanged }: BrandPublishPanelProps) {
  const setPublished = useSetBrandPublished();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const readiness = useBrandReadiness(brandId);
  const publishing = !brand.published;
  const address = paths.brand.home.href(brandId);
  const incomplete = readiness.status !== 'ready' || readiness.missing.length > 0;

  const confirm = async () => {
    if (publishing && incomplete && !acknowledged) {
      setError(
        '足りないものがあります。このまま公開する場合は「不足を承知で公開する」にチェックを入れてください。',
      );
      return;
    }
    setError(null);
    try {
      await setPublished.mutateAsync({ brandId, published: publishing });
      setConfirming(false);
      onChanged(publishing);
    } catch (failure) {
      setError(adminErrorMessage(failure, adminErrorMessages.saveFailed));
    }
  };

  return (
    <AdminSection
      title="公開状態"
      actions={
        <button
          type="button"
          className={`admin-button ${publishing ? 'admin-button--primary' : 'admin-button--danger'}`}
          onClick={() => {
            setError(null);
            setAcknowledged(false);
            setConfirming(true);
          }}
        >
          {publishing ? '公開する' : '非公開にする'}
        </button>
      }
    >
      <p className="brand-publish__state">
        {brand.published ? (
          <StatusBadge tone="success">公開中</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">非公開</StatusBadge>
        )}
        {brand.published ? (
          <span>
            訪問者は <Link to={address}>{address}</Link> 以下のページを見られます。
          </span>
        ) : (
          <span>
            訪問者には表示されていません（{address} は「ページが見つかりません」になります）。
          </span>
        )}
      </p>
      {publishing || incomplete ? (
        <section className="brand-readiness__section" aria-labelledby={`${brandId}-readiness`}>
          <h3 id={`${brandId}-readiness`} className="brand-readiness__title">
            公開前の確認
          </h3>
          <BrandReadinessList readiness={readiness} />
        </section>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={publishing ? 'このブランドを公開しますか？' : 'このブランドを非公開にしますか？'}
        confirmLabel={publishing ? '公開する' : '非公開にする'}
        busyLabel={publishing ? '公開しています…' : '非公開にしています…'}
        variant={publishing ? 'default' : 'danger'}
        busy={setPublished.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {publishing ? (
          <>
            <p>
              「{brand.name}」がトップページのブランド一覧に載り、{address}{' '}
              以下のページ（物件・空き区画・お知らせ・よくある質問・お問い合わせ）を誰でも見られるようになります。
            </p>
            <p>公開中の物件には、訪問者が申し込めるようになります。</p>
            {incomplete ? (
              <>
                <BrandReadinessList readiness={readiness} compact />
                <label className="brand-readiness__acknowledge">
                  <input
                    type="checkbox"
                    checked={acknowledged}
                    onChange={(event) => {
                      setAcknowledged(event.target.checked);
                      setError(null);
                    }}
                  />
                  不足を承知で公開する
                </label>
              </>
            ) : null}
          </>
        ) : (
          <>
            <p>
              訪問者は {address}{' '}
              以下のすべてのページ（物件・空き区画・お知らせ・よくある質問・お問い合わせ・申し込み）を見られなくなり、「ページが見つかりません」と表示されます。トップページの一覧からも消えます。
            </p>
            <p>
              受け付け済みの申し込みや契約、登録済みのデータは消えません。あとで公開し直せます。
            </p>
          </>
        )}
      </ConfirmDialog>
    </AdminSection>
  );
}
