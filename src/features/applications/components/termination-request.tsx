import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Form } from '@/components/form/form';
import { DateField } from '@/components/form/japanese-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { terminationRequestFormSchema, type TerminationRequest } from '@/lib/model/application';
import { formatDate } from '@/utils/format-date';
import { nextDay } from '@/utils/next-day';

export type TerminationRequestProps = {
  /** The request already made, or null. */
  request: TerminationRequest | null;
  /** Where the contract is, for the question: 「ソラクラ 三軒茶屋 区画 1A-03」. */
  placeName: string;
  /** Today in Japan ('YYYY-MM-DD'): the end date must be after it. */
  today: string;
  /** Sends 解約のお申し出 for `endDate`; throws when it cannot. */
  onRequest: (endDate: string) => Promise<void>;
};

/**
 * 解約のお申し出: 解約を申し出る opens a date picker (from tomorrow); the chosen date is confirmed
 * in a dialog before it is sent. Once made, the request is shown instead of the button.
 */
export function TerminationRequestPanel({
  request,
  placeName,
  today,
  onRequest,
}: TerminationRequestProps) {
  const [formOpen, setFormOpen] = useState(false);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const schema = terminationRequestFormSchema(today);
  const form = useZodForm(schema, { defaultValues: { endDate: '' } });

  if (request) {
    return (
      <div className="my-unit-termination my-unit-termination--requested" role="status">
        <p className="my-unit-termination__done">
          解約のお申し出を受け付けました（解約希望日：{formatDate(request.endDate)}）
        </p>
        <p>担当者から解約の手続きについてご連絡します。</p>
      </div>
    );
  }

  const send = async () => {
    if (endDate === null) return;
    setBusy(true);
    setError(null);
    try {
      await onRequest(endDate);
      setEndDate(null);
      setFormOpen(false);
    } catch {
      setError('お申し出を送信できませんでした。通信状況をご確認のうえ、もう一度お試しください。');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="my-unit-termination">
      {formOpen ? (
        <Form
          form={form}
          label="解約のお申し出"
          onSubmit={(values) => {
            setError(null);
            setEndDate(values.endDate);
          }}
        >
          <DateField
            name="endDate"
            label="解約希望日"
            variant="picker"
            required
            min={nextDay(today)}
            hint="明日以降の日付を選んでください。お申し出の後、担当者から手続きをご案内します。"
          />
          <div className="form-actions">
            <SubmitButton>この日で解約を申し出る</SubmitButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setFormOpen(false);
                form.reset();
                requestAnimationFrame(() => openButton.current?.focus());
              }}
            >
              やめる
            </button>
          </div>
        </Form>
      ) : (
        <button
          ref={openButton}
          type="button"
          className="button button--secondary"
          onClick={() => setFormOpen(true)}
        >
          解約を申し出る
        </button>
      )}
      <ConfirmDialog
        open={endDate !== null}
        title="解約を申し出ますか？"
        confirmLabel="解約を申し出る"
        busyLabel="送信中…"
        cancelLabel="戻る"
        busy={busy}
        error={error}
        onConfirm={() => void send()}
        onCancel={() => {
          setEndDate(null);
          setError(null);
        }}
      >
        <p>{placeName}の解約をお申し出になります。</p>
        <p>
          解約希望日：<strong>{endDate ? formatDate(endDate) : ''}</strong>
        </p>
        <p>お申し出の後、担当者から解約の手続きについてご連絡します。</p>
      </ConfirmDialog>
    </div>
  );
}
