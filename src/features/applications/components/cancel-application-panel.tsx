import { useEffect, useId, useRef } from 'react';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import { applicationStatusLabels, type Application } from '@/lib/model/application';
import { formatDate } from '@/utils/format-date';
import { ConfirmRow } from './confirm-row';
import { ReferenceNumber } from './reference-number';
import './application.css';
import { referenceOf } from '@/lib/model/application-reference';

export type CancelApplicationPanelProps = {
  application: Pick<Application, 'status' | 'startDate' | 'createdAt' | 'reference'> & {
    id: string;
  };
  /** e.g. 「ソラクラ三軒茶屋・区画 A-101」 */
  place: string;
  /** Runs the cancel batch; a thrown error is shown in the dialog and may be retried. */
  onCancel: () => Promise<void>;
};

const cancelFailure =
  'お申し込みを取り消せませんでした。通信状況をご確認のうえ、もう一度お試しください。';

/**
 * A submitted application and the way to take it back: what it is, what cancelling does (the
 * space is released for others, it cannot be undone), and a confirmation in a modal dialog
 * before the cancel batch runs.
 */
export function CancelApplicationPanel({
  application,
  place,
  onCancel,
}: CancelApplicationPanelProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const cancel = useConfirmedAction(onCancel, cancelFailure);
  const { open, busy, error } = cancel;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // A destructive action: a stray Enter keeps the application.
      keep.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <section className="cancel-application" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>取り消すお申し込み</h2>
      <dl className="application-confirm__values">
        <ConfirmRow label="区画">{place}</ConfirmRow>
        <ConfirmRow label="受付番号">
          <ReferenceNumber reference={referenceOf(application)} />
        </ConfirmRow>
        <ConfirmRow label="お申し込み日">{formatDate(application.createdAt)}</ConfirmRow>
        <ConfirmRow label="利用開始希望日">{formatDate(application.startDate)}</ConfirmRow>
        <ConfirmRow label="状況">{applicationStatusLabels[application.status]}</ConfirmRow>
      </dl>
      <p>
        取り消すと、この区画の確保が解除され、ほかの方がお申し込みできるようになります。取り消したお申し込みは元に戻せません（同じ区画が空いていれば、改めてお申し込みいただけます）。
      </p>
      <p>
        <button type="button" className="button cancel-application__danger" onClick={cancel.ask}>
          お申し込みを取り消す
        </button>
      </p>
      <dialog
        ref={dialog}
        className="application-dialog"
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-body`}
        onCancel={(event) => {
          event.preventDefault();
          if (!busy) cancel.dismiss();
        }}
      >
        <h2 id={`${id}-dialog-title`}>お申し込みを取り消しますか？</h2>
        <p id={`${id}-dialog-body`}>
          {place}
          の確保が解除され、ほかの方がお申し込みできるようになります。この操作は元に戻せません。
        </p>
        {error ? (
          <p className="form-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <button
            ref={keep}
            type="button"
            className="button button--secondary"
            onClick={cancel.dismiss}
            disabled={busy}
          >
            やめる
          </button>
          <button
            type="button"
            className="button cancel-application__danger"
            onClick={() => void cancel.confirm()}
            disabled={busy}
          >
            {busy ? '取り消しています…' : '取り消す'}
          </button>
        </div>
      </dialog>
    </section>
  );
}
