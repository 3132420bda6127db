import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Form } from '@/components/form/form';
import { DateField } from '@/components/form/japanese-fields';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { terminationRequestFormSchema, type TerminationRequest } from '@/lib/model/application';
import {
  allowedMonthEnds,
  earliestEndDate,
  type TerminationRuleFields,
} from '@/lib/model/termination-rule';
import { formatDate } from '@/utils/format-date';
import { TerminationRequested } from './termination-requested';
import { TerminationRuleNote } from './termination-rule-note';

export type TerminationRequestProps = {
  /** The request already made, or null. */
  request: TerminationRequest | null;
  /** Where the contract is, for the question: 「ソラクラ 三軒茶屋 区画 1A-03」. */
  placeName: string;
  /** Today in Japan ('YYYY-MM-DD'): the end date must be after it. */
  today: string;
  /** The brand's 解約 rule: which end dates the form offers, shown beside it. */
  rule: TerminationRuleFields;
  /** Sends 解約のお申し出 for `endDate`; throws when it cannot. */
  onRequest: (endDate: string) => Promise<void>;
  /** Withdraws the request before staff confirm it; throws when it cannot. */
  onWithdraw: () => Promise<void>;
};

/**
 * 解約のお申し出: 解約を申し出る opens the choice of end dates the brand's rule allows (the month
 * ends from the earliest one, or a date picker from the earliest day), with the rule beside it;
 * the chosen date is confirmed in a dialog before it is sent. Once made, the request is shown
 * instead (TerminationRequested: withdraw it until staff confirm it).
 */
export function TerminationRequestPanel({
  request,
  placeName,
  today,
  rule,
  onRequest,
  onWithdraw,
}: TerminationRequestProps) {
  const [formOpen, setFormOpen] = useState(false);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const schema = terminationRequestFormSchema(today, rule);
  const form = useZodForm(schema, { defaultValues: { endDate: '' } });

  if (request) return <TerminationRequested request={request} onWithdraw={onWithdraw} />;
  const earliest = earliestEndDate(rule, today);

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
      <TerminationRuleNote rule={rule} />
      {formOpen ? (
        <Form
          form={form}
          label="解約のお申し出"
          onSubmit={(values) => {
            setError(null);
            setEndDate(values.endDate);
          }}
        >
          {rule.endOn === 'monthEnd' ? (
            <SelectField
              name="endDate"
              label="解約希望日"
              required
              placeholder="選択してください"
              options={allowedMonthEnds(rule, today).map((d) => ({
                value: d,
                label: formatDate(d),
              }))}
              hint={`いまお申し出いただくと、最短で${formatDate(earliest)}に解約できます。`}
            />
          ) : (
            <DateField
              name="endDate"
              label="解約希望日"
              variant="picker"
              required
              min={earliest}
              hint={`${formatDate(earliest)}以降の日付を選んでください。`}
            />
          )}
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
        <p>担当者が確認して手続きします。手続きが済むまでは取り下げられます。</p>
      </ConfirmDialog>
    </div>
  );
}
