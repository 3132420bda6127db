import { useState } from 'react';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import type { UseResultMessage } from '@/components/admin/use-result-message';
import { useSetAssetPublished } from '../../api/set-asset-published';
import { assetAdminMessages } from '../../asset-admin-messages';

export type AssetPublishControlProps = {
  brandId: string;
  assetId: string;
  assetName: string;
  published: boolean;
  /** Spaces over all plans: publishing an asset without any is allowed, but worth a warning. */
  spaceCount: number;
  result: UseResultMessage;
};

/** 「公開する」/「非公開にする」 after a confirmation that says what visitors will (stop) see. */
export function AssetPublishControl({
  brandId,
  assetId,
  assetName,
  published,
  spaceCount,
  result,
}: AssetPublishControlProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setPublished = useSetAssetPublished();

  const confirm = async () => {
    setError(null);
    try {
      await setPublished.mutateAsync({ brandId, assetId, published: !published });
      setOpen(false);
      result.showSuccess(
        published ? assetAdminMessages.unpublishedNow : assetAdminMessages.publishedNow,
      );
    } catch (failure) {
      setError(adminErrorMessage(failure, adminErrorMessages.saveFailed));
    }
  };

  return (
    <>
      <button
        type="button"
        className={`admin-button ${published ? 'admin-button--danger' : 'admin-button--primary'}`}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {published ? '非公開にする' : '公開する'}
      </button>
      <ConfirmDialog
        open={open}
        title={
          published ? `「${assetName}」を非公開にしますか？` : `「${assetName}」を公開しますか？`
        }
        confirmLabel={published ? '非公開にする' : '公開する'}
        busyLabel={published ? '非公開にしています…' : '公開しています…'}
        variant={published ? 'danger' : 'default'}
        busy={setPublished.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        {published ? (
          <>
            <p>
              物件一覧と物件ページに表示されなくなり、QRコードのアドレスを開いた人には「ページが見つかりません」と表示されます。新しい申し込みと内見予約も受け付けなくなります。
            </p>
            <p>あとからいつでも公開し直せます。</p>
          </>
        ) : (
          <>
            <p>
              物件一覧・物件ページ・QRコードのアドレスで誰でも見られるようになり、空き区画への申し込みを受け付けます（ブランドが公開中の場合）。
            </p>
            {spaceCount === 0 ? (
              <p className="admin-alert">
                この物件にはまだ区画がありません。公開しても申し込みはできません。
              </p>
            ) : null}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
