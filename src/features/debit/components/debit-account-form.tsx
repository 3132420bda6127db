import { Form } from '@/components/form/form';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { bankAccountTypeLabels, bankAccountTypes } from '@/lib/model/billing-settings';
import type { DebitAccount } from '@/lib/model/debit-account';
import { toHalfWidthDigits } from '@/utils/normalize-digits';
import { useSaveDebitAccount } from '../api/save-debit-account';
import { debitAccountFormSchema } from '../debit-account-form-schema';
import { toZenginKana, zenginToFullWidth } from '#shared/billing/zengin.js';
import { BankPicker } from './bank-picker';
import './debit.css';

const accountTypeOptions = bankAccountTypes.map((t) => ({
  value: t,
  label: bankAccountTypeLabels[t],
}));

export type DebitAccountFormProps = {
  brandId: string;
  /** whose account */
  uid: string;
  /** what is registered now (the form starts from it), or null */
  current: DebitAccount | null;
  /** staff correcting it: their uid (a changed account is 手続き中 again); null for the customer */
  staffUid: string | null;
  submitLabel: string;
  onSaved: () => void;
  onCancel?: () => void;
};

/**
 * The 口座振替 account: 金融機関 and 支店 found in the code list, 預金種目, 口座番号 and 口座名義
 * (katakana as the passbook prints it; saved as the half-width ｶﾅ 全銀 files carry). A failed
 * save keeps everything typed and says why at the top.
 */
export function DebitAccountForm({
  brandId,
  uid,
  current,
  staffUid,
  submitLabel,
  onSaved,
  onCancel,
}: DebitAccountFormProps) {
  const save = useSaveDebitAccount();
  const form = useZodForm(debitAccountFormSchema, {
    defaultValues: {
      bankCode: current?.bankCode ?? '',
      bankName: current?.bankName ?? '',
      bankKana: current?.bankKana ?? '',
      branchCode: current?.branchCode ?? '',
      branchName: current?.branchName ?? '',
      branchKana: current?.branchKana ?? '',
      accountType: current?.accountType ?? 'ordinary',
      // The full number is shown to staff only; a customer types it again to change it.
      accountNumber: staffUid !== null ? (current?.accountNumber ?? '') : '',
      holder: current ? zenginToFullWidth(current.holder) : '',
    },
  });
  return (
    <Form
      form={form}
      label="口座振替の口座"
      className="debit-account-form"
      errorMessage={() =>
        '口座を保存できませんでした。通信状態を確かめて、もう一度お試しください。'
      }
      onSubmit={async (values) => {
        await save.mutateAsync({
          brandId,
          uid,
          staffUid,
          account: { ...values, holder: toZenginKana(values.holder) },
        });
        onSaved();
      }}
    >
      <BankPicker kind="bank" prefix="bank" />
      <BankPicker kind="branch" prefix="branch" />
      <RadioGroupField
        name="accountType"
        legend="預金種目"
        options={accountTypeOptions}
        required
        inline
      />
      <TextField
        name="accountNumber"
        label="口座番号（7桁）"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        normalize={(value) => toHalfWidthDigits(value).replace(/\D/g, '')}
        hint="7桁に満たない番号は、前に0をつけてください（例：0012345）。"
      />
      <TextField
        name="holder"
        label="口座名義（カタカナ）"
        required
        autoComplete="off"
        normalize={(value) => value.trim()}
        hint="通帳やキャッシュカードに記載のとおりに入力してください（例：ヤマダ タロウ）。ひらがなで入力しても、銀行に届ける形（半角カナ）に変換します。"
      />
      <div className="debit-account-form__actions">
        <SubmitButton sendingLabel="保存中…">{submitLabel}</SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            やめる
          </button>
        ) : null}
      </div>
    </Form>
  );
}
