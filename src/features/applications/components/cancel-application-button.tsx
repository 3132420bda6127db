import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';

export type CancelApplicationButtonProps = {
  /** Where the application is, for the question: 「ソラクラ 豊洲 区画 2B-03」. */
  placeName: string;
  /** Runs the cancel batch; throws when it cannot. */
  onCancel: () => Promise<void>;
};

/** 申し込みを取り消す, with a confirmation that says what it does and that it cannot be undone. */
export function CancelApplicationButton({ placeName, onCancel }: CancelApplicationButtonProps) {
  const cancel = useConfirmedAction(
    onCancel,
    '取り消せませんでした。通信状況をご確認のうえ、もう一度お試しください。',
  );

  return (
    <>
      <button
        type="button"
        className="button button--secondary my-unit-card__danger"
        onClick={cancel.ask}
      >
        申し込みを取り消す
      </button>
      <ConfirmDialog
        open={cancel.open}
        title="お申し込みを取り消しますか？"
        confirmLabel="取り消す"
        busyLabel="取り消し中…"
        cancelLabel="取り消さない"
        variant="danger"
        busy={cancel.busy}
        error={cancel.error}
        onConfirm={() => void cancel.confirm()}
        onCancel={cancel.dismiss}
      >
        <p>{placeName}へのお申し込みを取り消します。</p>
        <p>取り消した後は元に戻せません。区画はほかの方もお申し込みできる状態に戻ります。</p>
      </ConfirmDialog>
    </>
  );
}
