import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Form } from '@/components/form/form';
import { DateField } from '@/components/form/japanese-fields';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { terminationRequestFormSchema, type TerminationRequest } from '@/lib/model/application';
import type { FinalBill, FinalBillFor } from '@/lib/model/final-bill';
import {
  allowedMonthEnds,
  earliestEndDate,
  type TerminationRuleFields,
} from '@/lib/model/termination-rule';
import { formatDate } from '@/utils/format-date';
import type { InitialCostsForText } from '../../../../functions/src/messages/termination-cost-text';
import { TerminationCost } from './termination-cost';
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
  /** What ending on a day costs (finalBillOf of this contract, from the money model). */
  finalBillFor: FinalBillFor;
  /** The contract's 初期費用 (said not to be refunded); null without 契約条件. */
  initialCosts: InitialCostsForText | null;
  /** Sends 解約のお申し出 for `endDate`, with what it costs as shown; throws when it cannot. */
  onRequest: (endDate: string, finalBill: FinalBill | null) => Promise<void>;
  /** Withdraws the request before staff confirm it; throws when it cannot. */
  onWithdraw: () => Promise<void>;
};

/**
 * 解約のお申し出: 解約を申し出る opens the choice of end dates the brand's rule allows (the month
 * ends from the earliest one, or a date picker from the earliest day), with the rule beside it;
 * what ending on the chosen day costs shows under the choice (TerminationCost: the final bill,
 * what is not refunded, what to do by then) and again in the dialog that confirms it before it is
 * sent. Once made, the request is shown instead (TerminationRequested: withdraw it until staff
 * confirm it).
 */
export function TerminationRequestPanel({
  request,
  placeName,
  today,
  rule,
  finalBillFor,
  initialCosts,
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

  if (request)
    return (
      <TerminationRequested
        request={request}
        finalBill={finalBillFor(request.endDate) ?? request.finalBill ?? null}
        initialCosts={initialCosts}
        onWithdraw={onWithdraw}
      />
    );
  const earliest = earliestEndDate(rule, today);

  const send = async () => {
    if (endDate === null) return;
    setBusy(true);
    setError(null);
    try {
      await onRequest(endDate, finalBillFor(endDate));
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
          <ChosenEndCost
            isAllowed={(d) => schema.shape.endDate.safeParse(d).success}
            finalBillFor={finalBillFor}
            initialCosts={initialCosts}
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
        {endDate ? (
          <TerminationCost
            endDate={endDate}
            finalBill={finalBillFor(endDate)}
            initialCosts={initialCosts}
          />
        ) : null}
        <p>担当者が確認して手続きします。手続きが済むまでは取り下げられます。</p>
      </ConfirmDialog>
    </div>
  );
}

/** What ending on the day chosen in the form costs, as soon as an allowed day is chosen. */
function ChosenEndCost({
  isAllowed,
  finalBillFor,
  initialCosts,
}: {
  isAllowed: (endDate: string) => boolean;
  finalBillFor: FinalBillFor;
  initialCosts: InitialCostsForText | null;
}) {
  const chosen = useWatch({ name: 'endDate' }) as unknown;
  if (typeof chosen !== 'string' || !isAllowed(chosen)) return null;
  return (
    <div aria-live="polite">
      <TerminationCost
        endDate={chosen}
        finalBill={finalBillFor(chosen)}
        initialCosts={initialCosts}
      />
    </div>
  );
}
