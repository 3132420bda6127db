import { useId } from 'react';
import { RowActionButton } from '../row-action-button';
import type { UploadQueueItem } from './use-upload-queue';
import '../admin.css';
import './upload-queue-list.css';

export type UploadQueueListProps = {
  items: readonly UploadQueueItem<unknown>[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
  /** The list's name for screen readers (default 「アップロードの状況」). */
  label?: string;
};

function statusText(item: UploadQueueItem<unknown>): string {
  switch (item.status) {
    case 'waiting':
      return '待機中';
    case 'uploading':
      return `アップロード中 ${Math.round(item.progress * 100)}%`;
    case 'done':
      return '完了';
    case 'failed':
      return '失敗しました';
  }
}

/**
 * The upload queue on screen: per file its name, a labelled `<progress>`, its state in words,
 * and for a failed file the reason with 「再試行」 and 「取り消す」.
 */
export function UploadQueueList({
  items,
  onRetry,
  onRemove,
  label = 'アップロードの状況',
}: UploadQueueListProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <ul className="upload-queue" aria-label={label}>
      {items.map((item) => {
        const progressId = `${id}-${item.id}`;
        return (
          <li key={item.id} className={`upload-queue__item upload-queue__item--${item.status}`}>
            <div className="upload-queue__head">
              <label className="upload-queue__name" htmlFor={progressId}>
                {item.file.name}
              </label>
              <span className="upload-queue__status">{statusText(item)}</span>
            </div>
            <progress
              id={progressId}
              className="upload-queue__bar"
              max={1}
              value={item.status === 'waiting' ? 0 : item.progress}
            />
            {item.status === 'failed' ? (
              <div className="upload-queue__failure">
                <p className="admin-error" role="alert">
                  {item.error}
                </p>
                <div className="admin-actions">
                  <RowActionButton target={item.file.name} onClick={() => onRetry(item.id)}>
                    再試行
                  </RowActionButton>
                  <RowActionButton target={item.file.name} onClick={() => onRemove(item.id)}>
                    取り消す
                  </RowActionButton>
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
