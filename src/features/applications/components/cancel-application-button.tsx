import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';

export type CancelApplicationButtonProps = {
  /** Where the application is, for the question: 「ソラクラ 豊洲 区画 2B-03」. */
  placeName: string;
  /** Runs the cancel batch; throws when it cannot. */
  onCancel: () => Promise<void>;
};

/** 申し込みを取り消す, with a confirmation that says what it does and that it cannot be undone. */
export function CancelApplicationButton({ placeName, onCancel }: CancelApplicationButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onCancel();
      setOpen(false);
    } catch {
      setError('取り消せませんでした。通信状況をご確認のうえ、もう一度お試しください。');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary my-unit-card__danger"
        onClick={() => setOpen(true)}
      >
        申し込みを取り消す
      </button>
      <ConfirmDialog
        open={open}
        title="お申し込みを取り消しますか？"
        confirmLabel="取り消す"
        busyLabel="取り消し中…"
        cancelLabel="取り消さない"
        variant="danger"
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <p>{placeName}へのお申し込みを取り消します。</p>
        <p>取り消した後は元に戻せません。区画はほかの方もお申し込みできる状態に戻ります。</p>
      </ConfirmDialog>
    </>
  );
}
