import { useEffect, useId, useState } from 'react';
import type { DragEvent } from 'react';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { AdminSection } from '@/components/admin/admin-section';
import { DeleteDialog } from '@/components/admin/confirm-dialog';
import { ImageFileButton } from '@/components/admin/image-upload/image-file-button';
import type { UploadedImage } from '@/components/admin/image-upload/upload-image';
import { UploadQueueList } from '@/components/admin/image-upload/upload-queue-list';
import { useUploadQueue } from '@/components/admin/image-upload/use-upload-queue';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import type { UseResultMessage } from '@/components/admin/use-result-message';
import { limits } from '#shared/model/limits.js';
import { useAddAssetPhoto } from '../../api/add-asset-photo';
import { PhotoFilesNotDeletedError, useDeleteAssetPhoto } from '../../api/delete-asset-photo';
import { discardUploadedPhoto } from '../../api/discard-uploaded-photo';
import { useSaveAssetPhotos } from '../../api/save-asset-photos';
import { uploadAssetPhoto } from '../../api/upload-asset-photo';
import { assetAdminMessages } from '../../asset-admin-messages';
import { mergePhotoOrder } from '../../merge-photo-order';
import { moveItem } from '../../move-item';
import { sameOrder } from '../../same-order';
import { splitByCapacity } from '../../split-by-capacity';
import { PhotoOrderList } from './photo-order-list';
import { PhotoThumbnail } from './photo-thumbnail';
import './asset-photos.css';

export type AssetPhotosProps = {
  brandId: string;
  assetId: string;
  assetName: string;
  /** `imagePaths` as stored. */
  imagePaths: readonly string[];
  /** Told whenever the order on screen starts or stops differing from the stored one. */
  onDirtyChange?: (dirty: boolean) => void;
  result: UseResultMessage;
};

/**
 * The asset's photos (≤ 10): add several at once (picker or drop), each converted in the
 * browser and uploaded with its own progress (a failed one is retried alone) and added to the
 * asset as soon as it is up; reorder by dragging or 前へ / 後へ and save the order in one
 * write; delete after a confirmation, stored files included.
 */
export function AssetPhotos({
  brandId,
  assetId,
  assetName,
  imagePaths,
  onDirtyChange,
  result,
}: AssetPhotosProps) {
  const id = useId();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [refusedNote, setRefusedNote] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const deletion = useDeleteConfirmation<string>();
  const { deleting } = deletion;
  const addPhoto = useAddAssetPhoto();
  const saveOrder = useSaveAssetPhotos();
  const deletePhoto = useDeleteAssetPhoto();

  const order = draft ? mergePhotoOrder(draft, imagePaths) : [...imagePaths];
  const dirty = !sameOrder(order, imagePaths);

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const queue = useUploadQueue<UploadedImage>({
    // One at a time: each photo is appended (arrayUnion) when its upload is done, so files sent
    // side by side were stored in the order they finished, often the reverse of the order chosen
    // (issue 19, item 12). One after another keeps the order staff chose.
    concurrency: 1,
    task: (file, context) => uploadAssetPhoto({ brandId, assetId, file }, context),
    onDone: async (uploaded, file) => {
      try {
        await addPhoto.mutateAsync({ brandId, assetId, path: uploaded.path });
      } catch (error) {
        // Not on the asset: the files would only take up space. A retry uploads anew.
        void discardUploadedPhoto(uploaded);
        throw error;
      }
      result.showSuccess(assetAdminMessages.photoAdded(file.name));
    },
  });
  const pending = queue.items.filter((item) => item.status !== 'done');
  const slotsLeft = limits.imagePaths - order.length - pending.length;

  const addFiles = (files: FileList | File[] | null) => {
    if (!files || files.length === 0) return;
    const { accepted, refused } = splitByCapacity(Array.from(files), slotsLeft);
    queue.add(accepted);
    setRefusedNote(
      refused.length > 0
        ? `写真は${limits.imagePaths}枚までです。${refused.length}枚（${refused
            .map((f) => f.name)
            .join('、')}）は追加しませんでした。`
        : '',
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const save = async () => {
    try {
      await saveOrder.mutateAsync({ brandId, assetId, imagePaths: order });
      setDraft(null);
      result.showSuccess(assetAdminMessages.photoOrderSaved);
    } catch (error) {
      result.showFailure(adminErrorMessage(error, adminErrorMessages.saveFailed));
    }
  };

  const confirmDelete = () =>
    deletion.confirmDelete(
      async (path) => {
        try {
          await deletePhoto.mutateAsync({ brandId, assetId, path });
        } catch (error) {
          // The photo is off the asset, only its files are left: nothing to retry here.
          if (!(error instanceof PhotoFilesNotDeletedError)) throw error;
          result.showFailure(assetAdminMessages.photoFilesLeft);
          return;
        }
        result.showSuccess(assetAdminMessages.photoDeleted);
      },
      (error) => adminErrorMessage(error, adminErrorMessages.deleteFailed),
    );

  const busy = saveOrder.isPending || deletePhoto.isPending;
  const deletingIndex = deleting ? order.indexOf(deleting) : -1;

  return (
    <AdminSection
      title="写真"
      id="photos"
      description={`物件ページの先頭に、この順で表示されます（1枚目がメイン、${limits.imagePaths}枚まで）。追加した写真はすぐに保存されます。`}
    >
      {order.length > 0 ? (
        <PhotoOrderList
          paths={order}
          assetName={assetName}
          disabled={busy}
          onMove={(from, to) => setDraft(moveItem(order, from, to))}
          onDelete={deletion.askDelete}
        />
      ) : (
        <p className="admin-hint">写真はまだありません。</p>
      )}

      {dirty ? (
        <div className="asset-photos__order-bar" role="group" aria-label="写真の並び順">
          <p className="asset-photos__order-note">
            並び順が変更されています。保存すると公開ページに反映されます。
          </p>
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button--primary"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) void save();
              }}
            >
              {saveOrder.isPending ? '保存中…' : '並び順を保存'}
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => setDraft(null)}
            >
              元の順に戻す
            </button>
          </div>
        </div>
      ) : null}

      <div
        className={`asset-photos__drop${dragOver ? ' asset-photos__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (slotsLeft > 0) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
      >
        <p className="asset-photos__drop-text">
          {slotsLeft > 0
            ? `写真を追加（あと${slotsLeft}枚）`
            : `写真は${limits.imagePaths}枚までです。追加するには、どれかを削除してください。`}
        </p>
        <p id={`${id}-hint`} className="admin-hint">
          JPEG・PNG・WebP・AVIF。まとめて選べます。スマートフォンの写真もそのまま選べます（長辺1600pxに縮小し、位置情報などは削除して保存します）。パソコンでは、この枠に画像をドラッグ＆ドロップしても追加できます。
        </p>
        <ImageFileButton
          multiple
          disabled={slotsLeft <= 0}
          aria-describedby={`${id}-hint`}
          onPick={addFiles}
        >
          写真を選ぶ（複数可）
        </ImageFileButton>
      </div>
      <p className="asset-photos__refused" role="status">
        {refusedNote}
      </p>
      <UploadQueueList
        items={pending}
        onRetry={queue.retry}
        onRemove={queue.remove}
        label="写真のアップロード"
      />

      <DeleteDialog
        open={deleting !== null}
        title="この写真を削除しますか？"
        busy={deletePhoto.isPending}
        error={deletion.deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={deletion.cancelDelete}
      >
        {deleting ? (
          <div className="asset-photos__confirm">
            <PhotoThumbnail
              path={deleting}
              alt={`削除する写真（${deletingIndex + 1}枚目）`}
              className="asset-photos__confirm-image"
            />
            <p>
              {deletingIndex + 1}
              枚目の写真を物件ページから外し、画像ファイルも削除します。元に戻せません。
            </p>
          </div>
        ) : null}
      </DeleteDialog>
    </AdminSection>
  );
}
