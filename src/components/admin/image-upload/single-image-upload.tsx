import { useId, useState } from 'react';
import { StorageImage } from '@/components/ui/storage-image';
import { adminErrorMessage, adminErrorMessages } from '../admin-error-message';
import { DeleteDialog } from '../confirm-dialog';
import { ImageFileButton } from './image-file-button';
import { UploadQueueList } from './upload-queue-list';
import { useObjectUrl } from './use-object-url';
import { useUploadQueue } from './use-upload-queue';
import type { UploadTaskContext } from './use-upload-queue';
import '../admin.css';
import './single-image-upload.css';

export type SingleImageUploadProps = {
  /** What the image is (「ロゴ画像」): the group's name and part of each button's. */
  label: string;
  /** Recommended shape and what it is used for. */
  hint?: string;
  /** The stored image's path, or null when there is none. */
  path: string | null;
  /** The preview's shape (the public page's): e.g. 1 × 1 for a logo, 5 × 2 for a hero. */
  previewWidth: number;
  previewHeight: number;
  /** Converts and uploads the file and stores its path (replacing the old one). */
  onReplace: (file: File, context: UploadTaskContext) => Promise<void>;
  /** Clears the stored path (and deletes the object). */
  onRemove: () => Promise<void>;
  /** What visitors will see once the image is removed (the dialog's text). */
  removeDescription: string;
  /** Told after a successful upload or removal (e.g. to show 保存しました). */
  onChanged?: (change: 'replaced' | 'removed') => void;
};

/**
 * One image of a document (a brand's logo or hero, an asset's layout drawing): a preview,
 * 「画像を選ぶ」/「画像を差し替える」 (converted and uploaded at once, with a progress bar and
 * a retry on failure) and 「画像を削除」 after a confirmation.
 */
export function SingleImageUpload({
  label,
  hint,
  path,
  previewWidth,
  previewHeight,
  onReplace,
  onRemove,
  removeDescription,
  onChanged,
}: SingleImageUploadProps) {
  const id = useId();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const queue = useUploadQueue<void>({
    task: onReplace,
    concurrency: 1,
    onDone: () => onChanged?.('replaced'),
  });
  // The file on its way (or failed): listed with its progress and shown as the preview. Once
  // done, the stored image (the new `path`) is the preview again.
  const pending = queue.items.filter((item) => item.status !== 'done');
  const localPreview = useObjectUrl(pending.at(-1)?.file ?? null);

  const pick = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    pending.forEach((item) => queue.remove(item.id));
    queue.clearDone();
    queue.add([file]);
  };

  const confirmRemove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await onRemove();
      setConfirmingRemove(false);
      onChanged?.('removed');
    } catch (error) {
      setRemoveError(adminErrorMessage(error, adminErrorMessages.deleteFailed));
    } finally {
      setRemoving(false);
    }
  };

  const aspectRatio = `${previewWidth} / ${previewHeight}`;
  // The box keeps the image's shape within 24 × 14 rem: a square logo is 14 rem wide, not a
  // 24 rem box cut to 14 rem high (which hid the logo's top and bottom; issue 19, item 12).
  const maxWidth = `min(24rem, ${(14 * previewWidth) / previewHeight}rem)`;

  return (
    <div className="single-image" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="single-image__label">
        {label}
      </p>
      {hint ? <p className="admin-hint">{hint}</p> : null}
      <div className="single-image__preview" style={{ aspectRatio, maxWidth }}>
        {localPreview ? (
          <img src={localPreview} alt={`${label}（アップロード中のプレビュー）`} />
        ) : path ? (
          <StorageImage
            path={path}
            alt={`現在の${label}`}
            width={previewWidth * 100}
            height={previewHeight * 100}
          />
        ) : (
          <span className="single-image__none">{label}はまだありません</span>
        )}
      </div>
      <UploadQueueList
        items={pending}
        onRetry={queue.retry}
        onRemove={queue.remove}
        label={`${label}のアップロード`}
      />
      <div className="admin-actions">
        <ImageFileButton disabled={queue.busy} onPick={pick}>
          {path ? `${label}を差し替える` : `${label}を選ぶ`}
        </ImageFileButton>
        {path ? (
          <button
            type="button"
            className="admin-button admin-button--danger"
            disabled={queue.busy}
            onClick={() => {
              setRemoveError(null);
              setConfirmingRemove(true);
            }}
          >
            {label}を削除
          </button>
        ) : null}
      </div>
      <DeleteDialog
        open={confirmingRemove}
        title={`${label}を削除しますか？`}
        busy={removing}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirmingRemove(false)}
      >
        <p>{removeDescription}</p>
        <p>画像ファイルも削除され、元に戻せません。</p>
      </DeleteDialog>
    </div>
  );
}
